/** @jest-environment jsdom */
// The page sections' states show from their args and data alone, as on their Docs pages, where
// stories are drawn without their play functions: each story is rendered here without one.
import { composeStories } from "@storybook/react";
import { within } from "@testing-library/dom";
import * as accordion from "../../../stories/components/Accordion.stories";
import * as blogList from "../../../stories/components/BlogList.stories";
import * as consentBanner from "../../../stories/components/ConsentBanner.stories";
import * as exitIntent from "../../../stories/components/ExitIntent.stories";
import * as footer from "../../../stories/components/Footer.stories";
import * as logoStrip from "../../../stories/components/LogoStrip.stories";
import * as newsletterForm from "../../../stories/components/NewsletterForm.stories";
import * as searchForm from "../../../stories/components/SearchForm.stories";
import * as selectInput from "../../../stories/components/SelectInput.stories";
import * as carousel from "../../../stories/components/TestimonialCarousel.stories";
import * as contactView from "../../../stories/views/ContactView.stories";
import * as searchView from "../../../stories/views/SearchView.stories";
import { blogCopy, categoryLabel } from "../../../stories/fixtures/blog-page";
import { chrome } from "../../../stories/fixtures/chrome";
import { contactPageContent } from "../../../stories/fixtures/company";
import { consentCopy } from "../../../stories/fixtures/consent";
import { formsCopy } from "../../../stories/fixtures/forms";
import { searchCopy } from "../../../stories/fixtures/search";
import { draw, shown, type Composed } from "./draw-story";

// Vite's import.meta.glob, through which the stories read the posts, is not in Jest.
jest.mock("../../../stories/fixtures/blog", () => jest.requireActual("./blog-posts"));

// jsdom has no media queries: every one is answered as by a browser where none applies.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// jsdom lays nothing out: an observer of sizes that never reports, as before a first layout.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const Accordion = composeStories(accordion);
const BlogList = composeStories(blogList);
const ConsentBanner = composeStories(consentBanner);
const ExitIntent = composeStories(exitIntent);
const Footer = composeStories(footer);
const LogoStrip = composeStories(logoStrip);
const NewsletterForm = composeStories(newsletterForm);
const SearchForm = composeStories(searchForm);
const SelectInput = composeStories(selectInput);
const Carousel = composeStories(carousel);

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

describe("Testimonial carousel", () => {
  test.each([
    ["Slide2", 2],
    ["Slide3", 3],
  ] as const)("%s shows its testimonial", async (name, position) => {
    const host = await draw(Carousel[name] as Composed);
    const dot = within(host).getByRole("button", { name: `Show testimonial ${position} of 3` });
    expect(dot.getAttribute("aria-current")).toBe("true");
    const slide = within(host).getByRole("group", { name: `${position} of 3` });
    expect(slide.inert).toBe(false);
  });
});

describe("Logo strip", () => {
  test("DotClicked shows Harbour Homes highlighted", async () => {
    const host = await draw(LogoStrip.DotClicked as Composed);
    const dot = within(host).getByRole("button", { name: "Highlight Harbour Homes" });
    expect(dot.getAttribute("aria-pressed")).toBe("true");
    expect(host.querySelector("li[data-active]")?.textContent).toBe("Harbour Homes");
  });

  test("PausedByButton shows the strip paused", async () => {
    const host = await draw(LogoStrip.PausedByButton as Composed);
    expect(within(host).getByRole("button", { name: "Resume logo rotation" })).toBeTruthy();
    expect(host.querySelector("section")?.getAttribute("data-rotating")).toBe("false");
  });
});

describe("Forms outside the lead forms' states", () => {
  test("NewsletterForm BlogBoxed shows the thanks in its box", async () => {
    const host = await draw(NewsletterForm.BlogBoxed as Composed);
    const region = within(host).getByRole("region");
    expect(within(region).getByRole("status").textContent).toContain(
      chrome.footer.newsletter.successTitle,
    );
  });

  test("SearchForm Typing shows the words typed", async () => {
    const host = await draw(SearchForm.Typing as Composed);
    expect((within(host).getByRole("searchbox") as HTMLInputElement).value).toBe("saas");
  });

  test("SelectInput Chosen shows its option", async () => {
    const host = await draw(SelectInput.Chosen as Composed);
    expect((within(host).getByLabelText("Budget") as HTMLSelectElement).value).toBe("$50,000+");
  });
});

describe("Contact page", () => {
  test("FaqOpen shows the typical project's timeline", async () => {
    const host = await draw(composeStories(contactView).FaqOpen as Composed);
    const timeline = contactPageContent.faq.find((item) => item.id === "timeline");
    expect(openItems(host)).toEqual([timeline?.question]);
    const panel = within(host).getByRole("region", { name: timeline?.question });
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain("4-8 weeks");
  });
});

describe("Consent banner", () => {
  test("Accepted says what was chosen, the banner gone", async () => {
    const host = await draw(ConsentBanner.Accepted as Composed);
    expect(within(host).getByText(consentCopy.acceptedNotice)).toBeTruthy();
    expect(within(host).queryByRole("region")).toBeNull();
  });

  test("ReopenedFromFooter asks again, with focus in the banner", async () => {
    const host = await draw(ConsentBanner.ReopenedFromFooter as Composed);
    const banner = await shown(() =>
      within(host).queryByRole("region", { name: consentCopy.heading }),
    );
    expect(within(banner).getByRole("button", { name: consentCopy.reject })).toBeTruthy();
    expect(document.activeElement).toBe(banner);
  });
});

describe("Exit intent", () => {
  test("ConfirmsWithTheResource shows the note with the report, no popup", async () => {
    const host = await draw(ExitIntent.ConfirmsWithTheResource as Composed);
    const note = within(host).getByRole("status");
    expect(note.textContent).toContain(formsCopy.exitPopup.successText);
    expect(note.textContent).toContain(formsCopy.notices.confirmWithResource);
    const link = within(note).getByRole("link", { name: formsCopy.exitPopup.readNow });
    expect(link.getAttribute("href")).toBe("/resources/roi-report");
    expect(within(host).queryByRole("dialog")).toBeNull();
  });
});

describe("Search page", () => {
  const SearchView = composeStories(searchView);
  const results = (host: HTMLElement) =>
    shown(() => within(host).queryByRole("list", { name: searchCopy.resultsHeading }));

  test("Results lists what matches the address's query", async () => {
    const host = await draw(SearchView.Results as Composed);
    const links = within(await results(host)).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toContain("/blog/ai-automation-roi");
  });

  test("OneResult and MatchedHeading show their results", async () => {
    const one = within(await results(await draw(SearchView.OneResult as Composed)));
    expect(one.getAllByRole("listitem")).toHaveLength(1);
    document.body.replaceChildren();
    const matched = await results(await draw(SearchView.MatchedHeading as Composed));
    expect(matched.textContent).toContain("A worked example");
  });

  test("NoResults says so, with suggestions", async () => {
    const host = await draw(SearchView.NoResults as Composed);
    const status = await shown(() =>
      within(host).queryByText((text) => text.includes("xylophone")),
    );
    expect(status).toBeTruthy();
    expect(within(host).queryByRole("heading", { level: 3 })).toBeNull();
  });
});
