import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { IslandMark } from "../../src/components/IslandMark";

const meta = {
  title: "Foundations/Island mark",
  component: IslandMark,
  args: { name: "footer-newsletter", children: <Text>The footer's sign-up, as built</Text> },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof IslandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adds no look of its own: only the attribute a kept page finds the island by. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText("The footer's sign-up, as built");
    await expect(content).toBeVisible();
    await expect(content.parentElement).toHaveAttribute("data-island", "footer-newsletter");
  },
};
