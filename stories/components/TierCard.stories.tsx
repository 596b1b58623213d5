import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { TierCard } from "../../src/components/TierCard";
import { aiAutomationContent, byId } from "../fixtures/services";

const tier = (id: string) => byId(aiAutomationContent.tiers, id);

const meta = {
  title: "Sections/Tier card",
  component: TierCard,
  args: { tier: tier("customer-service"), labels: aiAutomationContent.tierLabels },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof TierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("£2,500–£15,000")).toBeVisible();
    await expect(canvas.getByText("2-6 weeks")).toBeVisible();
    await expect(canvas.getByText("400-600%")).toBeVisible();
  },
};
