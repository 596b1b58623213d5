import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PostCard } from "../../src/components/PostCard";
import { postSource } from "../fixtures/blog";
import { categoryLabel, namedFor, postLabels } from "../fixtures/blog-page";

const published = postSource("ai-automation-roi").summary;
const comingSoon = postSource(6).summary;

const meta = {
  title: "Sections/Post card",
  component: PostCard,
  args: {
    post: published,
    categoryLabel: categoryLabel(published.category),
    labels: postLabels,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectCard(canvasElement: HTMLElement, post: typeof published) {
  const canvas = within(canvasElement);
  const card = canvas.getByRole("article", { name: post.title });
  await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(post.title);
  await expect(card).toHaveTextContent(categoryLabel(post.category));
  await expect(card).toHaveTextContent(post.excerpt);
  await expect(card).toHaveTextContent(post.author);
  // The cover keeps its place while it loads.
  const cover = card.querySelector("img");
  await expect(cover).toHaveAttribute("width", "1200");
  await expect(cover).toHaveAttribute("height", "630");
  await expect(cover).toHaveAttribute("alt", "");
  return canvas;
}

export const WithSlug: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectCard(canvasElement, published);
    const date = canvas.getByText("14 July 2026");
    await expect(date).toBeVisible();
    await expect(date).toHaveAttribute("dateTime", published.date);
    await expect(canvas.getByText(published.readTime)).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: namedFor(postLabels.readMore, published.title) }),
    ).toHaveAttribute("href", "/blog/ai-automation-roi");
  },
};

export const ComingSoon: Story = {
  args: { post: comingSoon, categoryLabel: categoryLabel(comingSoon.category) },
  play: async ({ canvasElement }) => {
    const canvas = await expectCard(canvasElement, comingSoon);
    await expect(
      canvas.getByRole("button", { name: namedFor(postLabels.comingSoon, comingSoon.title) }),
    ).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
    // Not published yet: no publication date and no read time.
    const card = canvas.getByRole("article", { name: comingSoon.title });
    await expect(card.querySelector("time")).toBeNull();
    await expect(card).not.toHaveTextContent(comingSoon.readTime);
    await expect(card).not.toHaveTextContent(/read time|published/i);
  },
};
