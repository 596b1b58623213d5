import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { FeaturedPost } from "../../src/components/FeaturedPost";
import { categoryLabel, featuredPost, namedFor, postLabels } from "../fixtures/blog-page";
import { desktopScreen, mobileScreen } from "../fixtures/screens";

const post = featuredPost();

const meta = {
  title: "Sections/Featured post",
  component: FeaturedPost,
  args: { post, categoryLabel: categoryLabel(post.category), labels: postLabels },
  decorators: [(Story) => <Container py="8">{Story()}</Container>],
} satisfies Meta<typeof FeaturedPost>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const article = canvas.getByRole("article", { name: post.title });
  const cover = article.querySelector("img");
  if (!cover) throw new Error("The featured post has a cover");
  return { canvas, cover, heading: canvas.getByRole("heading", { level: 2, name: post.title }) };
}

/** Post 1, larger than a card: the cover beside the words. */
export const Desktop: Story = {
  ...desktopScreen,
  play: async ({ canvasElement }) => {
    const { canvas, cover, heading } = parts(canvasElement);
    await expect(canvas.getByText(postLabels.featured)).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: namedFor(postLabels.readMore, post.title) }),
    ).toHaveAttribute("href", "/blog/scaling-framework");
    await expect(cover.getBoundingClientRect().right).toBeLessThanOrEqual(
      heading.getBoundingClientRect().left,
    );
  },
};

/** On a phone the cover sits above the words. */
export const Mobile: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const { cover, heading } = parts(canvasElement);
    await expect(cover.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
  },
};
