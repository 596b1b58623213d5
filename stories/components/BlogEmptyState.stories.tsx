import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { BlogEmptyState } from "../../src/components/BlogEmptyState";
import { BLOG_RESET_ATTRIBUTE } from "../../src/lib/blog/list-marks";
import { blogCopy } from "../fixtures/blog-page";
import { noImage } from "../fixtures/screens";

const copy = blogCopy.empty;

const meta = {
  title: "Sections/Blog empty state",
  component: BlogEmptyState,
  args: { copy },
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

/**
 * Its button is the one the blog list's DOM code clears the search and category from (the Blog
 * list's ResetFromNone story presses it): the picture is Default's.
 */
export const ResetButton: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const reset = within(canvasElement).getByRole("button", { name: copy.reset });
    await expect(reset).toHaveAttribute(BLOG_RESET_ATTRIBUTE);
  },
};

/** Hidden, as the list draws it until nothing matches. */
export const Hidden: Story = {
  args: { hidden: true },
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading")).not.toBeInTheDocument();
  },
};
