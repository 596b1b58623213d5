/** @jest-environment jsdom */
// The page sections' states show from their args and data alone, as on their Docs pages, where
// stories are drawn without their play functions: each story is rendered here without one.
import { composeStories } from "@storybook/react";
import { within } from "@testing-library/dom";
import * as accordion from "../../../stories/components/Accordion.stories";
import * as blogList from "../../../stories/components/BlogList.stories";
import * as footer from "../../../stories/components/Footer.stories";
import { blogCopy, categoryLabel } from "../../../stories/fixtures/blog-page";
import { chrome } from "../../../stories/fixtures/chrome";
import { draw, type Composed } from "./draw-story";

// Vite's import.meta.glob, through which the stories read the posts, is not in Jest.
jest.mock("../../../stories/fixtures/blog", () => jest.requireActual("./blog-posts"));

const Accordion = composeStories(accordion);
const BlogList = composeStories(blogList);
const Footer = composeStories(footer);

/** The accordion's items that are open, by their header's words. */
const openItems = (host: HTMLElement) =>
  within(host)
    .getAllByRole("button", { expanded: true })
    .map((button) => button.textContent);

describe("Accordion", () => {
  test("OneOpen shows its first answer", async () => {
    const host = await draw(Accordion.OneOpen as Composed);
    const [first] = Accordion.OneOpen.args.items ?? [];
    expect(openItems(host)).toEqual([first?.title]);
    const panel = within(host).getByRole("region", { name: first?.title });
    expect(panel.hidden).toBe(false);
  });

  test("SeveralOpen shows two answers", async () => {
    const host = await draw(Accordion.SeveralOpen as Composed);
    const [first, , third] = Accordion.SeveralOpen.args.items ?? [];
    expect(openItems(host)).toEqual([first?.title, third?.title]);
  });
});

const list = blogCopy;
const searchBox = (host: HTMLElement) =>
  within(host).getByRole("searchbox", { name: list.search.label });
const pressedChip = (host: HTMLElement) =>
  within(within(host).getByRole("group", { name: list.categoriesLabel }))
    .getAllByRole("button", { pressed: true })
    .map((chip) => chip.textContent);

describe("Blog list", () => {
  test("SearchWithResults shows the posts its words find", async () => {
    const host = await draw(BlogList.SearchWithResults as Composed);
    expect((searchBox(host) as HTMLInputElement).value).toBe("scaling");
    expect(within(host).getAllByRole("article")).toHaveLength(2);
  });

  test("SearchWithNone shows the empty state", async () => {
    const host = await draw(BlogList.SearchWithNone as Composed);
    expect((searchBox(host) as HTMLInputElement).value).toBe("blockchain");
    expect(within(host).queryAllByRole("article")).toHaveLength(0);
    expect(within(host).getByRole("heading", { name: list.empty.heading })).toBeTruthy();
  });

  const categories = [
    ["BusinessScaling", "business-scaling"],
    ["SaasDevelopment", "saas-development"],
    ["AiAutomation", "ai-automation"],
    ["AgencyGrowth", "agency-growth"],
  ] as const;

  test.each(categories)("%s shows its category chosen", async (name, id) => {
    const host = await draw(BlogList[name] as Composed);
    const label = categoryLabel(id);
    expect(pressedChip(host)).toEqual([expect.stringMatching(new RegExp(`^${label}`))]);
    for (const article of within(host).getAllByRole("article")) {
      expect(article.textContent).toContain(label);
    }
  });
});

describe("Footer", () => {
  const copy = chrome.footer.newsletter;

  test("Submitting shows the busy button", async () => {
    const host = await draw(Footer.Submitting as Composed);
    const busy = within(host).getByRole("button", { name: copy.submitting });
    expect(busy).toHaveProperty("disabled", true);
  });

  test("Success shows the thanks", async () => {
    const host = await draw(Footer.Success as Composed);
    expect(within(host).getByRole("status").textContent).toContain(copy.successTitle);
  });
});
