import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PostByline } from "../../src/components/PostByline";
import { blogPostContent, postPage } from "../fixtures/article";
import { postSource } from "../fixtures/blog";

const meta = {
  title: "Sections/Post byline",
  component: PostByline,
  args: { post: postPage("scaling-framework").post, labels: blogPostContent.labels },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PostByline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthorDateAndReadTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Aoife McCartan")).toBeVisible();
    const date = canvas.getByText("6 October 2026");
    await expect(date.tagName).toBe("TIME");
    await expect(date).toHaveAttribute("dateTime", "2026-10-06");
    await expect(canvas.getByText("6 min read")).toBeVisible();
    // Each value is named by its term; "Published" and "Read time" are read out, not shown.
    const terms = Array.from(canvasElement.querySelectorAll("dt"), (term) => term.textContent);
    await expect(terms).toEqual(["By", "Published", "Read time"]);
    // HTML lets a <dl>'s groups hold only terms and descriptions: the icons sit in the values.
    const inGroups = Array.from(canvasElement.querySelectorAll("dl > div > *"), (el) => el.tagName);
    await expect(new Set(inGroups)).toEqual(new Set(["DT", "DD"]));
  },
};

export const AuthorOnlyWhenComingSoon: Story = {
  args: { post: postSource(6).summary },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.post.author)).toBeVisible();
    // Not published yet: neither a publication date nor a read time.
    await expect(canvasElement.querySelector("time")).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(args.post.readTime);
    const terms = Array.from(canvasElement.querySelectorAll("dt"), (term) => term.textContent);
    await expect(terms).toEqual(["By"]);
  },
};
