import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { TeaserCard } from "../../src/components/TeaserCard";
import { byId, servicesContent } from "../fixtures/services";

const teaser = (id: string) => byId(servicesContent.teasers, id);

const meta = {
  title: "Sections/Teaser card",
  component: TeaserCard,
  args: { teaser: teaser("saas-teaser") },
  decorators: [
    (Story) => (
      <Box p="6" maxW="lg">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof TeaserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaasPlatforms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("From £49.99/month")).toBeVisible();
    await expect(canvas.getByRole("link")).toHaveAttribute("href", "/services/saas-platforms");
  },
};

export const AiRoi: Story = { args: { teaser: teaser("ai-roi-teaser") } };
