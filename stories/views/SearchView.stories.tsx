import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { IndexLoader } from "../../src/browser/behaviours/search";
import { fillTemplate } from "../../src/lib/fill-template";
import { SearchView } from "../../src/views/SearchView";
import { withQueryString } from "../fixtures/query-string";
import { searchCopy, searchIndex } from "../fixtures/search";
import { bothScreens, noImage } from "../fixtures/screens";
import { framedInDocs } from "../fixtures/docs";

const copy = searchCopy;
const AI_ROI_POST = "/blog/ai-automation-roi";

// The index as the stories' search finds it: it arrives at once.
const arrived: IndexLoader = () => Promise.resolve(searchIndex);

const meta = {
  title: "Pages/Search",
  component: SearchView,
  parameters: framedInDocs,
  args: { copy, loadIndex: arrived },
  beforeEach: withQueryString(["q"]),
} satisfies Meta<typeof SearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

const queryInUrl = () => new URLSearchParams(window.location.search).get("q");
const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("searchbox", { name: copy.form.label });
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole("status");
const resultsList = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole("list", { name: copy.resultsHeading });
const findResults = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("list", { name: copy.resultsHeading });

async function expectSuggestions(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const link of copy.suggestions) {
    await expect(canvas.getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
  }
}

export const Idle: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const form = canvas.getByRole("search");
    await expect(form).toHaveAttribute("action", "/search");
    await expect(form).toHaveAttribute("method", "get");
    const input = searchBox(canvasElement);
    await expect(input).toHaveAttribute("name", "q");
    // The visitor came here to type.
    await waitFor(() => expect(input).toHaveFocus());
    await expect(status(canvasElement)).toHaveTextContent(copy.idle);
    await expect(resultsList(canvasElement)).not.toBeInTheDocument();
  },
};

export const FocusKeptAfterNavigation: Story = {
  play: async ({ canvasElement }) => {
    const input = searchBox(canvasElement);
    await waitFor(() => expect(input).toHaveFocus());
    // What Gatsby's router does once a client-side navigation has rendered the page: it focuses
    // its wrapper. The visitor has not touched anything yet, so the search box takes focus back.
    const wrapper = document.createElement("div");
    wrapper.tabIndex = -1;
    canvasElement.append(wrapper);
    wrapper.focus();
    await expect(input).toHaveFocus();
    // Only once: what moves focus later is left alone.
    wrapper.focus();
    await expect(wrapper).toHaveFocus();
    wrapper.remove();
  },
};

/** Results for a query, here from the address as a shared link gives it; typing is TypingShowsResults. */
export const Results: Story = {
  beforeEach: withQueryString(["q"], { q: "automation" }),
  play: async ({ canvasElement }) => {
    const list = await findResults(canvasElement);
    const items = within(list).getAllByRole("listitem");
    await expect(status(canvasElement)).toHaveTextContent(
      fillTemplate(copy.resultCount.other, { count: items.length, query: "automation" }),
    );
    const hrefs = items.map((item) => within(item).getAllByRole("link")[0]?.getAttribute("href"));
    await expect(hrefs).toContain(AI_ROI_POST);
    const post = items[hrefs.indexOf(AI_ROI_POST)] as HTMLElement;
    await expect(within(post).getByText(copy.kinds.post)).toBeVisible();
    await expect(
      within(post).getByRole("heading", { level: 3, name: /ROI of AI Automation/ }),
    ).toBeVisible();
  },
};

/** Typing a query writes it to the address and lists what matches: the picture is Results'. */
export const TypingShowsResults: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), "automation");
    await expect(queryInUrl()).toBe("automation");
    const list = await findResults(canvasElement);
    await expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toContain(AI_ROI_POST);
  },
};

export const OneResult: Story = {
  beforeEach: withQueryString(["q"], { q: "payback period" }),
  play: async ({ canvasElement }) => {
    const list = await findResults(canvasElement);
    const [only, ...others] = within(list).getAllByRole("listitem");
    await expect(others).toHaveLength(0);
    await expect(within(only as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      AI_ROI_POST,
    );
    await expect(status(canvasElement)).toHaveTextContent(
      fillTemplate(copy.resultCount.one, { query: "payback period" }),
    );
  },
};

export const MatchedHeading: Story = {
  beforeEach: withQueryString(["q"], { q: "worked example" }),
  play: async ({ canvasElement }) => {
    const list = await findResults(canvasElement);
    await expect(
      within(list).getByText(fillTemplate(copy.matchedHeading, { heading: "A worked example" })),
    ).toBeVisible();
  },
};

export const NoResults: Story = {
  beforeEach: withQueryString(["q"], { q: "xylophone" }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(status(canvasElement)).toHaveTextContent(
        fillTemplate(copy.noResults, { query: "xylophone" }),
      ),
    );
    await expect(
      within(canvasElement).queryByRole("heading", { level: 3 }),
    ).not.toBeInTheDocument();
    await expectSuggestions(canvasElement);
  },
};

export const FromSharedLink: Story = {
  beforeEach: withQueryString(["q"], { q: "saas" }),
  play: async ({ canvasElement }) => {
    const input = searchBox(canvasElement);
    await expect(input).toHaveValue("saas");
    await expect(input).not.toHaveFocus();
    const list = await findResults(canvasElement);
    await expect(within(list).getByRole("link", { name: /Launch a SaaS Product/ })).toHaveAttribute(
      "href",
      "/blog/saas-launch-guide",
    );
  },
};

/** Enter moves focus to the results' heading: the picture is Results'. */
export const EnterGoesToResults: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), "pricing{Enter}");
    await expect(
      within(canvasElement).getByRole("heading", { level: 2, name: copy.resultsHeading }),
    ).toHaveFocus();
    // Submitting stays on the page: the query is still in the URL.
    await expect(queryInUrl()).toBe("pricing");
  },
};

/** A query cleared: the page is as it began, with the idle words; the picture is Idle's. */
export const Cleared: Story = {
  parameters: noImage,
  beforeEach: withQueryString(["q"], { q: "saas" }),
  play: async ({ canvasElement }) => {
    await userEvent.clear(searchBox(canvasElement));
    await expect(status(canvasElement)).toHaveTextContent(copy.idle);
    await expect(queryInUrl()).toBeNull();
  },
};

export const Loading: Story = {
  // An index that never arrives.
  args: { loadIndex: () => new Promise<never>(() => undefined) },
  beforeEach: withQueryString(["q"], { q: "automation" }),
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(copy.loading);
    await expect(resultsList(canvasElement)).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { loadIndex: () => Promise.reject(new Error("The network is down")) },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(copy.error);
    await expectSuggestions(canvasElement);
  },
};
