import type { Browser } from "playwright-core";
import { BASE_URL, ROUTES, hydrated, launch, openPage, url } from "./site";

interface FoundLink {
  from: string;
  href: string;
  /** The page's landmark the link is in. */
  within: "main" | "footer" | "other";
}

let browser: Browser;
const found: FoundLink[] = [];

// Every link every route renders, header and footer included, as the browser sees it after hydration.
beforeAll(async () => {
  browser = await launch();
  for (const route of ROUTES) {
    const { page, close } = await openPage(browser);
    await page.goto(url(route));
    await hydrated(page);
    const links = await page.$$eval("a[href]", (anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute("href") ?? "",
        within: a.closest("main") ? "main" : a.closest("footer") ? "footer" : "other",
      })),
    );
    found.push(
      ...links.map(({ href, within }) => ({
        from: route,
        href,
        within: within as FoundLink["within"],
      })),
    );
    await close();
  }
}, 120_000);
afterAll(() => browser.close());

const origin = new URL(BASE_URL).origin;
const inSite = () =>
  found
    .map(({ from, href }) => ({ from, href, target: new URL(href, url(from)) }))
    .filter(({ target }) => target.origin === origin);

async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url(path));
  return { status: response.status, body: await response.text() };
}

it("finds the header and footer links on every route", () => {
  for (const route of ROUTES) {
    const hrefs = found.filter((link) => link.from === route).map((link) => link.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/",
        "/services",
        "/blog",
        "/contact",
        "/services#saas-b2b",
        "/privacy-policy",
      ]),
    );
  }
});

it("links to /advanced-tools from the footer and from the pages that offer tools", () => {
  const toAdvancedTools = (route: string, within: FoundLink["within"]) =>
    found.some(
      (link) =>
        link.from === route &&
        link.within === within &&
        new URL(link.href, url(route)).pathname === "/advanced-tools",
    );
  for (const route of ROUTES)
    expect([route, toAdvancedTools(route, "footer")]).toEqual([route, true]);
  for (const route of ["/ai-roi-tools", "/services", "/services/ai-automation"])
    expect([route, toAdvancedTools(route, "main")]).toEqual([route, true]);
});

it("has no in-site link to a page that does not exist", async () => {
  const paths = [...new Set(inSite().map(({ target }) => target.pathname))];
  const broken: string[] = [];
  for (const path of paths) {
    const { status } = await html(path);
    if (status !== 200) broken.push(`${path} answered ${status}`);
  }
  expect(broken).toEqual([]);
});

it("has no #anchor that points nowhere", async () => {
  const anchored = inSite().filter(({ target }) => target.hash.length > 1);
  expect(anchored.length).toBeGreaterThan(0);
  const missing: string[] = [];
  const pages = new Map<string, string>();
  for (const { from, href, target } of anchored) {
    if (!pages.has(target.pathname)) pages.set(target.pathname, (await html(target.pathname)).body);
    const id = decodeURIComponent(target.hash.slice(1));
    if (!pages.get(target.pathname)?.includes(`id="${id}"`))
      missing.push(`${href} (linked from ${from})`);
  }
  expect(missing).toEqual([]);
});

it("opens external profiles in a new tab, safely", async () => {
  const { page, close } = await openPage(browser);
  await page.goto(url("/"));
  const external = await page.$$eval('a[href^="http"]', (anchors) =>
    anchors.map((a) => ({ target: a.getAttribute("target"), rel: a.getAttribute("rel") ?? "" })),
  );
  expect(external.length).toBeGreaterThanOrEqual(3);
  for (const link of external) {
    expect(link.target).toBe("_blank");
    expect(link.rel).toContain("noopener");
  }
  await close();
});
