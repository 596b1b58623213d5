import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { BlogEmptyState } from "../../src/components/BlogEmptyState";
import { blogCopy } from "../fixtures/blog-page";
import { noImage } from "../fixtures/screens";

const copy = blogCopy.empty;

const meta = {
  title: "Sections/Blog empty state",
  component: BlogEmptyState,
  args: { copy, onReset: fn() },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof BlogEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: copy.heading })).toBeVisible();
  },
};

/** The reset button clears the search and category: the picture is Default's. */
export const Resets: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: copy.reset }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};
