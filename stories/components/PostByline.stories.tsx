import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PostByline } from "../../src/components/PostByline";
import { postSource } from "../fixtures/blog";

const post = postSource("scaling-framework").summary;

const meta = {
  title: "Components/PostByline",
  component: PostByline,
  args: { post },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof PostByline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText("6 October 2026");
    await expect(time.tagName).toBe("TIME");
    await expect(time).toHaveAttribute("dateTime", "2026-10-06");
    await expect(canvasElement).toHaveTextContent(`${post.readTime}·${post.author}`);
  },
};
