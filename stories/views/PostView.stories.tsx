import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PostView } from "../../src/views/PostView";
import { blogPostContent, postPage } from "../fixtures/article";
import { mobileScreen } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const meta = {
  title: "Pages/Blog post",
  component: PostView,
  parameters: framedInDocs,
  args: { ...postPage("scaling-framework"), content: blogPostContent },
} satisfies Meta<typeof PostView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1, and no heading more than one level below the one before it. */
async function expectHeadingOutline(canvasElement: HTMLElement) {
  const levels = Array.from(canvasElement.querySelectorAll("h1, h2, h3, h4, h5, h6"), (heading) =>
    Number(heading.tagName.slice(1)),
  );
  await expect(levels.filter((level) => level === 1)).toHaveLength(1);
  await expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) await expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
  }
}

export const FullArticle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectHeadingOutline(canvasElement);
    await expect(canvas.getByRole("article", { name: args.post.title })).toBeVisible();
    await expect(canvas.getByText("Business Scaling")).toBeVisible();
    await expect(canvas.getByText("6 October 2026")).toHaveAttribute("dateTime", "2026-10-06");
    await expect(canvas.getAllByRole("group", { name: "Share this article" })).toHaveLength(2);
    await expect(canvas.getByRole("heading", { name: /Where to start this week/ })).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Book a Free Strategy Session" }),
    ).toHaveAttribute("href", "/contact");
    await expect(canvas.getByRole("link", { name: /Previous article/ })).toHaveAttribute(
      "href",
      "/blog/saas-launch-guide",
    );
    await expect(canvas.queryByRole("link", { name: /Next article/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Back to the blog" })).toHaveAttribute(
      "href",
      "/blog",
    );
  },
};

export const SaasLaunchGuide: Story = {
  args: postPage("saas-launch-guide"),
  play: async ({ canvasElement }) => {
    await expectHeadingOutline(canvasElement);
    await expect(within(canvasElement).getByText("SaaS Development")).toBeVisible();
  },
};

export const AiAutomationRoi: Story = {
  args: postPage("ai-automation-roi"),
  play: async ({ canvasElement }) => {
    await expectHeadingOutline(canvasElement);
    await expect(
      within(canvasElement).getByRole("region", { name: "Table: What projects typically cost" }),
    ).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileScreen };
