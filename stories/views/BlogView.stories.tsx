import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BlogView } from "../../src/views/BlogView";
import { posts } from "../fixtures/blog";
import { blogContent, categoryLabel, feedPath, featuredPost } from "../fixtures/blog-page";
import { contactEmail, formsCopy } from "../fixtures/forms";
import { withNetwork } from "../fixtures/network";
import { withQueryString } from "../fixtures/query-string";
import { bothScreens, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const PARAMS = ["q", "category"] as const;
const list = blogContent.list;

const meta = {
  title: "Pages/Blog",
  component: BlogView,
  parameters: framedInDocs,
  args: {
    content: blogContent,
    posts,
    forms: formsCopy,
    contactEmail,
    feedPath,
  },
  beforeEach: [withNetwork, withQueryString(PARAMS)],
} satisfies Meta<typeof BlogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const param = (name: string) => new URLSearchParams(window.location.search).get(name);

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("searchbox", { name: list.search.label });

const chip = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole("button", { name: new RegExp(`^${label} \\d+$`) });

/** Every post; one h1, headings in order, the RSS link and the newsletter box. */
export const Default: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const levels = canvas
      .getAllByRole("heading")
      .map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    await expect(canvas.getAllByRole("article")).toHaveLength(6);
    await expect(
      canvas.getByRole("heading", { level: 2, name: featuredPost().title }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: blogContent.feed.label })).toHaveAttribute(
      "href",
      "/rss.xml",
    );
    await expect(
      canvas.getByRole("region", { name: formsCopy.blogNewsletter.heading }),
    ).toBeVisible();
  },
};

/** ?q= from a shared link fills the search box and narrows the list. */
export const FromSearchUrl: Story = {
  beforeEach: withQueryString(PARAMS, { q: "pricing" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(searchBox(canvasElement)).toHaveValue("pricing"));
    await expect(canvas.getAllByRole("article").map((article) => article.textContent)).toEqual([
      expect.stringContaining("How to Launch a SaaS Product in the UK"),
      expect.stringContaining("Pricing Your SaaS Product"),
    ]);
  },
};

/** ?category= presses its chip. */
export const FromCategoryUrl: Story = {
  beforeEach: withQueryString(PARAMS, { category: "ai-automation" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(chip(canvasElement, categoryLabel("ai-automation"))).toHaveAttribute(
        "aria-pressed",
        "true",
      ),
    );
    await expect(canvas.getAllByRole("article")).toHaveLength(1);
  },
};

/** A category the content does not know shows every post. */
export const UnknownCategory: Story = {
  parameters: noImage,
  beforeEach: withQueryString(PARAMS, { category: "no-such-category" }),
  play: async ({ canvasElement }) => {
    await expect(chip(canvasElement, list.allLabel)).toHaveAttribute("aria-pressed", "true");
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(6);
  },
};

/** What the visitor chooses is written to the URL, so the list can be shared; "All" removes it. */
export const WritesUrl: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, categoryLabel("business-scaling")));
    await waitFor(() => expect(param("category")).toBe("business-scaling"));
    await userEvent.type(searchBox(canvasElement), "revenue");
    await waitFor(() => expect(param("q")).toBe("revenue"));
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(1);
    await userEvent.click(chip(canvasElement, list.allLabel));
    await waitFor(() => expect(param("category")).toBeNull());
    await userEvent.clear(searchBox(canvasElement));
    await waitFor(() => expect(param("q")).toBeNull());
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(6);
  },
};
