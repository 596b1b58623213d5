import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BlogList, resultsLine, type BlogListProps } from "../../src/components/BlogList";
import { ALL_CATEGORIES } from "../../src/lib/blog/posts";
import { posts } from "../fixtures/blog";
import { blogCopy, categoryLabel, featuredPost } from "../fixtures/blog-page";
import { mobileScreen, noImage } from "../fixtures/screens";

/** The list with its filters held in state, as BlogView holds them in the URL. */
function StatefulBlogList(props: BlogListProps) {
  const [query, setQuery] = useState(props.query);
  const [category, setCategory] = useState(props.category);
  return (
    <BlogList
      {...props}
      query={query}
      category={category}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
      onCategoryChange={(next) => {
        props.onCategoryChange(next);
        setCategory(next);
      }}
    />
  );
}

const meta = {
  title: "Sections/Blog list",
  component: BlogList,
  args: {
    posts,
    copy: blogCopy,
    query: "",
    category: ALL_CATEGORIES,
    onQueryChange: fn(),
    onCategoryChange: fn(),
  },
  render: (args) => <StatefulBlogList {...args} />,
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
    args: { category: id },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const pressed = chip(canvasElement, label);
      await expect(pressed).toHaveAccessibleName(`${label} ${COUNTS[id]}`);
      await expect(pressed).toHaveAttribute("aria-pressed", "true");
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

/** A chip picks its category: the list is then the category's story. */
export const PicksCategory: Story = {
  parameters: noImage,
  play: async (context) => {
    const { canvasElement, args } = context;
    await userEvent.click(chip(canvasElement, categoryLabel("saas-development")));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith("saas-development");
    await SaasDevelopment.play?.(context);
  },
};

const FOUND = [featured.title, "When to Add a Second Revenue Stream to Your Business"];

/** A search's results: the featured post is among them, as a card, when it matches. */
export const SearchWithResults: Story = {
  args: { query: "scaling" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(searchBox(canvasElement)).toHaveValue("scaling");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      status(posts.filter((post) => FOUND.includes(post.title))),
    );
    await expect(shownTitles(canvasElement)).toEqual(FOUND);
    await expect(canvas.getByRole("heading", { level: 3, name: featured.title })).toBeVisible();
  },
};

/** Typing narrows the list as you go, to the same results. */
export const Searches: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), "scaling");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("scaling");
    await waitFor(() => expect(shownTitles(canvasElement)).toEqual(FOUND));
    await expect(canvas.getByRole("heading", { level: 3, name: featured.title })).toBeVisible();
  },
};

/** Nothing matches the search in the chosen category: the empty state, with its reset. */
export const SearchWithNone: Story = {
  args: { category: "saas-development", query: "blockchain" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(searchBox(canvasElement)).toHaveValue("blockchain");
    await expect(canvas.getByRole("status")).toHaveTextContent(status([]));
    await expect(canvas.queryAllByRole("article")).toHaveLength(0);
    await expect(canvas.getByRole("heading", { name: blogCopy.empty.heading })).toBeVisible();
    await expect(canvas.getByRole("button", { name: blogCopy.empty.reset })).toBeVisible();
  },
};

/** The empty state's reset clears the search and the category: all six posts are back. */
export const ResetFromNone: Story = {
  args: SearchWithNone.args,
  parameters: noImage,
  play: async (context) => {
    await SearchWithNone.play?.(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: blogCopy.empty.reset }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("");
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(ALL_CATEGORIES);
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
