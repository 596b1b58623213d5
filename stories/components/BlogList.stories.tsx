import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BlogList } from "../../src/components/BlogList";
import { resultsLine } from "../../src/lib/blog/posts";
import { posts } from "../fixtures/blog";
import { blogCopy, categoryLabel, featuredPost } from "../fixtures/blog-page";
import { withQueryString } from "../fixtures/query-string";
import { mobileScreen, noImage } from "../fixtures/screens";

const PARAMS = ["q", "category"] as const;

const meta = {
  title: "Sections/Blog list",
  component: BlogList,
  args: { posts, copy: blogCopy },
  // The list's DOM code reads and writes its filters in the URL, as on the blog page.
  beforeEach: withQueryString(PARAMS),
  decorators: [(Story) => <Container py="8">{Story()}</Container>],
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

const featured = featuredPost();
/** The count line for these posts on show, read whole: those to read and those to come apart. */
const status = (shown: typeof posts) =>
  new RegExp(
    `^${resultsLine(blogCopy, shown, posts.length).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
  );

/** The titles of the posts on show: the featured post, then the grid's cards in order. */
const shownTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("article")
    .map((article) => article.getAttribute("aria-labelledby"))
    .map((id) => (id ? document.getElementById(id)?.textContent : null));

const titlesOf = (list: typeof posts) => list.map((post) => post.title);

const chip = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole("group", { name: blogCopy.categoriesLabel })).getByRole(
    "button",
    { name: new RegExp(`^${label} \\d+$`) },
  );

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("searchbox", { name: blogCopy.search.label });

const param = (name: string) => new URLSearchParams(window.location.search).get(name);

/** Every post: the featured one (post 1) on its own, the other five in the grid, newest first. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chip(canvasElement, blogCopy.allLabel)).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent(status(posts));
    // The three without a page yet are counted apart from the three to read.
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `${posts.filter((post) => post.slug).length} to read, ${posts.filter((post) => !post.slug).length} coming soon`,
    );
    await expect(canvas.getByRole("heading", { level: 2, name: featured.title })).toBeVisible();
    await expect(shownTitles(canvasElement)).toEqual([
      featured.title,
      ...titlesOf(posts.filter((post) => post !== featured)),
    ]);
    const cards = within(canvas.getByRole("list")).getAllByRole("listitem");
    await expect(cards).toHaveLength(5);
  },
};

const COUNTS: Record<string, number> = {
  "business-scaling": 2,
  "saas-development": 2,
  "ai-automation": 1,
  "agency-growth": 1,
};

/** A story per category, chosen as the list opens: its chip pressed, only its posts, the count. */
function categoryStory(id: string): Story {
  const label = categoryLabel(id);
  const expected = posts.filter((post) => post.category === id);
  return {
    beforeEach: withQueryString(PARAMS, { category: id }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const pressed = chip(canvasElement, label);
      await expect(pressed).toHaveAccessibleName(`${label} ${COUNTS[id]}`);
      await waitFor(() => expect(pressed).toHaveAttribute("aria-pressed", "true"));
      await expect(chip(canvasElement, blogCopy.allLabel)).toHaveAttribute("aria-pressed", "false");
      await expect(expected).toHaveLength(COUNTS[id] ?? -1);
      await expect(canvas.getByRole("status")).toHaveTextContent(status(expected));
      await expect(shownTitles(canvasElement)).toEqual(titlesOf(expected));
      for (const article of canvas.getAllByRole("article")) {
        await expect(article).toHaveTextContent(label);
      }
      // While a category is chosen the featured post is a card like any other, if it is in it.
      await expect(
        canvas.queryByRole("heading", { level: 2, name: featured.title }),
      ).not.toBeInTheDocument();
    },
  };
}

export const BusinessScaling = categoryStory("business-scaling");
export const SaasDevelopment = categoryStory("saas-development");
export const AiAutomation = categoryStory("ai-automation");
export const AgencyGrowth = categoryStory("agency-growth");

/** A chip picks its category, named in the URL: the list is then the category's story. */
export const PicksCategory: Story = {
  parameters: noImage,
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(chip(canvasElement, categoryLabel("saas-development")));
    await expect(param("category")).toBe("saas-development");
    await SaasDevelopment.play?.(context);
  },
};

/** Pressing the pressed category again goes back to every post: the picture is All's. */
export const PressedAgain: Story = {
  parameters: noImage,
  beforeEach: withQueryString(PARAMS, { category: "saas-development" }),
  play: async (context) => {
    const saas = chip(context.canvasElement, categoryLabel("saas-development"));
    await waitFor(() => expect(saas).toHaveAttribute("aria-pressed", "true"));
    await userEvent.click(saas);
    await expect(param("category")).toBeNull();
    await All.play?.(context);
  },
};

const FOUND = [featured.title, "When to Add a Second Revenue Stream to Your Business"];

/** A search's results: the featured post is among them, as a card, when it matches. */
export const SearchWithResults: Story = {
  beforeEach: withQueryString(PARAMS, { q: "scaling" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(searchBox(canvasElement)).toHaveValue("scaling"));
    await expect(canvas.getByRole("status")).toHaveTextContent(
      status(posts.filter((post) => FOUND.includes(post.title))),
    );
    await expect(shownTitles(canvasElement)).toEqual(FOUND);
    await expect(canvas.getByRole("heading", { level: 3, name: featured.title })).toBeVisible();
  },
};

/** Typing narrows the list as you go, to the same results, and names the search in the URL. */
export const Searches: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), "scaling");
    await expect(param("q")).toBe("scaling");
    await waitFor(() => expect(shownTitles(canvasElement)).toEqual(FOUND));
    await expect(canvas.getByRole("heading", { level: 3, name: featured.title })).toBeVisible();
  },
};

/** Enter stays on the page: the list already shows what matches. */
export const EnterStays: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const before = window.location.pathname;
    await userEvent.type(searchBox(canvasElement), "scaling{Enter}");
    await expect(window.location.pathname).toBe(before);
    await expect(searchBox(canvasElement)).toHaveValue("scaling");
    await waitFor(() => expect(shownTitles(canvasElement)).toEqual(FOUND));
  },
};

/** Nothing matches the search in the chosen category: the empty state, with its reset. */
export const SearchWithNone: Story = {
  beforeEach: withQueryString(PARAMS, { category: "saas-development", q: "blockchain" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(searchBox(canvasElement)).toHaveValue("blockchain"));
    await expect(canvas.getByRole("status")).toHaveTextContent(status([]));
    await expect(canvas.queryAllByRole("article")).toHaveLength(0);
    await expect(canvas.getByRole("heading", { name: blogCopy.empty.heading })).toBeVisible();
    await expect(canvas.getByRole("button", { name: blogCopy.empty.reset })).toBeVisible();
  },
};

/** The empty state's reset clears the search and the category: all six posts are back. */
export const ResetFromNone: Story = {
  beforeEach: SearchWithNone.beforeEach,
  parameters: noImage,
  play: async (context) => {
    await SearchWithNone.play?.(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: blogCopy.empty.reset }));
    await expect(param("q")).toBeNull();
    await expect(param("category")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent(status(posts));
    await expect(canvas.getAllByRole("article")).toHaveLength(6);
    await expect(searchBox(canvasElement)).toHaveValue("");
    await expect(searchBox(canvasElement)).toHaveFocus();
    await expect(chip(canvasElement, blogCopy.allLabel)).toHaveAttribute("aria-pressed", "true");
  },
};

/** On a phone the search, the chips, the featured post and the cards stack in one column. */
export const Mobile: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = searchBox(canvasElement).getBoundingClientRect();
    const chips = canvas
      .getByRole("group", { name: blogCopy.categoriesLabel })
      .getBoundingClientRect();
    await expect(search.bottom).toBeLessThanOrEqual(chips.top);
    const [first, second] = within(canvas.getByRole("list")).getAllByRole("listitem");
    if (!first || !second) throw new Error("The grid has cards");
    await expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      second.getBoundingClientRect().top,
    );
  },
};
