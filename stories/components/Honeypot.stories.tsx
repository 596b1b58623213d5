import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect } from "storybook/test";
import { Honeypot } from "../../src/components/Honeypot";

const meta = {
  title: "Internals/Honeypot",
  component: Honeypot,
  decorators: [
    (Story) => (
      <Box p="6" position="relative">
        <form aria-label="Example form">{Story()}</form>
      </Box>
    ),
  ],
} satisfies Meta<typeof Honeypot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Invisible and out of the tab order: only bots fill it in. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="hp_5f3a"]');
    await expect(trap).not.toBeNull();
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap?.closest("[aria-hidden='true']")).not.toBeNull();
  },
};
