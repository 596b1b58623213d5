import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { SkipLink } from "../../src/components/SkipLink";

const meta = {
  title: "Internals/Skip link",
  component: SkipLink,
  decorators: [
    (Story) => (
      <Box position="relative" minH="32">
        {Story()}
        <Box as="main" id="main-content" tabIndex={-1} p="16">
          Main content
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("href", "#main-content");
  },
};
