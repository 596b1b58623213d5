import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { IndustryStats } from "../../src/tools/IndustryStats";
import { dashboardContent, dashboardLabels } from "../fixtures/dashboard";

const meta = {
  title: "Tools/Industry stats",
  component: IndustryStats,
  args: {
    industries: dashboardContent.industryStats,
    countTemplate: dashboardLabels.clientCount,
    changeWords: dashboardLabels.change,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof IndustryStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixIndustries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(6);
    const [first] = items;
    if (!first) throw new Error("No industry");
    await expect(first).toHaveTextContent("SaaS platforms148 clientsUp 38%vs last year");
  },
};
