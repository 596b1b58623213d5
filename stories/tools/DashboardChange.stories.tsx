import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { DashboardChange } from "../../src/tools/DashboardChange";
import { dashboardLabels } from "../fixtures/dashboard";

const meta = {
  title: "Tools/Dashboard change",
  component: DashboardChange,
  args: { change: "+23%", words: dashboardLabels.change },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DashboardChange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Up 23%")).toBeVisible();
  },
};

export const Down: Story = {
  args: { change: "-15%" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Down 15%")).toBeVisible();
  },
};

export const NoChange: Story = {
  args: { change: "0%" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No change")).toBeVisible();
  },
};
