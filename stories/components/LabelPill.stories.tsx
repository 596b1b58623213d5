import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { LabelPill } from "../../src/components/LabelPill";

const meta = {
  title: "Foundations/Label pill",
  component: LabelPill,
  args: { children: "Featured article" },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof LabelPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Featured article")).toBeVisible();
  },
};
