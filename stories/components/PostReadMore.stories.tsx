import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PostReadMore } from "../../src/components/PostReadMore";
import { postSource } from "../fixtures/blog";
import { namedFor, postLabels } from "../fixtures/blog-page";

const published = postSource("saas-launch-guide").summary;
const comingSoon = postSource(5).summary;

const meta = {
  title: "Sections/Post read more",
  component: PostReadMore,
  args: { post: published, labels: postLabels },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof PostReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSlug: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", {
      name: namedFor(postLabels.readMore, published.title),
    });
    await expect(link).toHaveAttribute("href", "/blog/saas-launch-guide");
  },
};

export const Prominent: Story = {
  args: { prominent: true },
  play: WithSlug.play,
};

export const ComingSoon: Story = {
  args: { post: comingSoon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", {
      name: namedFor(postLabels.comingSoon, comingSoon.title),
    });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};
