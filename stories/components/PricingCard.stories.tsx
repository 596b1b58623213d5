import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PricingCard } from "../../src/components/PricingCard";
import { saasPlatformsContent } from "../fixtures/services";

const plan = (name: string) => {
  const found = saasPlatformsContent.plans.find((item) => item.name === name);
  if (!found) throw new Error(`No plan ${name}`);
  return found;
};
const { popularLabel } = saasPlatformsContent;

const meta = {
  title: "Sections/Pricing card",
  component: PricingCard,
  args: { plan: plan("Professional"), popularLabel },
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: "Professional" });
    await expect(within(card).getByText(popularLabel)).toBeVisible();
    await expect(within(card).getByText("£99.99")).toBeVisible();
    await expect(within(card).getByRole("link")).toHaveAttribute("href", "/contact");
  },
};

export const Standard: Story = {
  args: { plan: plan("Starter") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(popularLabel)).not.toBeInTheDocument();
    await expect(canvas.getByText("Up to 1,000 leads/month")).toBeVisible();
  },
};
