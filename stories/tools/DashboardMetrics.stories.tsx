import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { DashboardMetrics } from "../../src/tools/DashboardMetrics";
import { dashboardContent, dashboardLabels } from "../fixtures/dashboard";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Tools/Dashboard metrics",
  component: DashboardMetrics,
  args: { metrics: dashboardContent.metrics, changeWords: dashboardLabels.change },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DashboardMetrics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourMetrics: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("term")).toHaveLength(4);
    await expect(canvas.getByText("£12.4M")).toBeVisible();
    await expect(canvas.getByText("Up 23%")).toBeVisible();
  },
};
