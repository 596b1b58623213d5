import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { AutomationTiers } from "../../src/components/AutomationTiers";
import { aiAutomationContent } from "../fixtures/services";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Automation tiers",
  component: AutomationTiers,
  args: { tiers: aiAutomationContent.tiers, labels: aiAutomationContent.tierLabels },
  decorators: [
    (Story) => (
      <Box p="6" maxW="7xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof AutomationTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeTiers: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(3);
  },
};
