import type { Browser, Page } from "playwright-core";
import home from "../../content/data/home.json";
import { carouselLive, hydrated, launch, openPage, OTHER_WHOLE_PAGE, routeHome, url } from "./site";

// Sections no visitor can change keep the build's HTML on a page loaded from the server: React
// neither renders nor hydrates them, and the code split off for them is not fetched. After a
// client-side navigation they are rendered in the browser like any other part.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const STATIC_SECTIONS = [
  "home-stats",
  "portfolio",
  "performance",
  "footer-columns",
  "trust-badges",
];

/** Each static section's first element, as the HTML parser made it, kept on window. */
async function keepParsedNodes(page: Page): Promise<void> {
  await page.addInitScript((ids) => {
    document.addEventListener("DOMContentLoaded", () => {
      const parsed = ids.map(
        (id) => document.querySelector(`[data-static-section="${id}"]`)?.firstElementChild ?? null,
      );
      Object.assign(window, { parsedStaticNodes: parsed });
    });
  }, STATIC_SECTIONS);
}

/** For each section: still the parser's node, and whether React holds it or anything in it. */
const staticNodes = (page: Page) =>
  page.evaluate((ids) => {
    const parsed = (window as unknown as { parsedStaticNodes: (Element | null)[] })
      .parsedStaticNodes;
    const reactHolds = (node: Node) =>
      Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
    return ids.map((id, index) => {
      const node = document.querySelector(`[data-static-section="${id}"]`)?.firstElementChild;
      return {
        id,
        sameNode: node !== undefined && node !== null && node === parsed[index],
        hydrated: node ? [node, ...node.querySelectorAll("*")].some(reactHolds) : null,
      };
    });
  }, STATIC_SECTIONS);

const firstUnit = home.portfolio.items[0];

it("writes every static section in full into the built HTML", async () => {
  const html = await (await fetch(url("/"))).text();
  for (const id of STATIC_SECTIONS) expect(html).toContain(`data-static-section="${id}"><`);
  expect(html).toContain(firstUnit.title);
  expect(html).toContain(home.performance.months[0].month);
  // A boundary rendered on the client only (its code was not ready at build time).
  expect(html).not.toContain("<!--$!-->");
});

it("keeps the built HTML of the home page's static sections, never hydrated", async () => {
  const { page, errors, close } = await openPage(browser);
  await keepParsedNodes(page);
  await page.goto(url("/"));
  await hydrated(page);
  expect(await staticNodes(page)).toEqual(
    STATIC_SECTIONS.map((id) => ({ id, sameNode: true, hydrated: false })),
  );
  // The page around them is live: the carousel's code has made its hidden slides inert.
  await carouselLive(page);
  expect(errors).toEqual([]);
  await close();
});

it("follows a link in a kept section, to its anchor on the next page", async () => {
  const { page, errors, close } = await openPage(browser);
  await page.goto(url("/"));
  await hydrated(page);
  await page.locator("#portfolio").getByRole("link", { name: firstUnit.title }).click();
  await page.waitForURL(url(`/services#${firstUnit.anchor}`));
  await page.waitForFunction((id) => {
    const element = document.getElementById(id);
    return element !== null && element.getBoundingClientRect().top < window.innerHeight / 2;
  }, firstUnit.anchor);
  expect(errors).toEqual([]);
  await close();
});

it("renders the static sections after a client-side navigation", async () => {
  const { page, errors, close } = await openPage(browser);
  // A page rendered whole, whose header's 'Home' is the router's.
  await page.goto(url(OTHER_WHOLE_PAGE));
  await hydrated(page);
  await routeHome(page);
  const unit = page.locator("#portfolio").getByRole("link", { name: firstUnit.title });
  await unit.waitFor();
  await expect(unit.getAttribute("href")).resolves.toBe(`/services#${firstUnit.anchor}`);
  await page.locator("#performance").getByText(home.performance.months[0].month).waitFor();
  expect(errors).toEqual([]);
  await close();
});
