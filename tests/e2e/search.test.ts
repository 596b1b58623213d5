import type { Browser } from "playwright-core";
import { ROUTES, SITE_URL, hydrated, launch, openPage, settled, url } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface IndexedPage {
  path: string;
  title: string;
}

describe("/search", () => {
  it("finds the AI automation post for ?q=automation, with links", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/search?q=automation"));
    await hydrated(page);
    const result = page.locator('main a[href="/blog/ai-automation-roi"]');
    await result.first().waitFor();
    const box = page.getByRole("searchbox");
    await expect(settled(() => box.inputValue(), "automation")).resolves.toBe("automation");
    await expect(
      page.locator('main a[href="/services/ai-automation"]').count(),
    ).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(["automate", "automations"])(
    "finds the AI automation post and service for ?q=%s",
    async (query) => {
      const { page, errors, close } = await openPage(browser);
      await page.goto(url(`/search?q=${query}`));
      await hydrated(page);
      await page.locator('main a[href="/blog/ai-automation-roi"]').first().waitFor();
      await expect(
        page.locator('main a[href="/services/ai-automation"]').count(),
      ).resolves.toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("is reachable from the header and searches as the visitor types", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/case-studies"));
    await hydrated(page);
    const link = page
      .getByRole("banner")
      .getByRole("link", { name: /search/i })
      .first();
    // A kept page's header links are plain links: the search page loads from the server.
    await link.click();
    await page.waitForURL(url("/search"));
    // Typed at once: what is typed before the search's code has come is searched for when it comes.
    const box = page.getByRole("searchbox");
    await box.fill("scaling framework");
    await page.locator('main a[href="/blog/scaling-framework"]').first().waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe("scaling framework");
    await close();
  });

  it("kept as built, it focuses the box on arrival and Enter goes to the results", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/search"));
    await hydrated(page);
    await expect(page.locator("[data-kept-page] main").count()).resolves.toBe(1);
    const box = page.getByRole("searchbox");
    const focused = () => box.evaluate((element) => element === document.activeElement);
    await expect(settled(focused, true)).resolves.toBe(true);
    await page.keyboard.type("pricing");
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { level: 2, name: "Results" });
    await expect(
      settled(() => heading.evaluate((element) => element === document.activeElement), true),
    ).resolves.toBe(true);
    // Submitting stayed on the page, and the query is in its address.
    expect(new URL(page.url()).searchParams.get("q")).toBe("pricing");
    await expect(page.locator("main ol > li").count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("works before any script runs: the form submits to /search?q=", async () => {
    const response = await fetch(url("/search"));
    const html = await response.text();
    expect(html).toMatch(/<form[^>]*action="\/search"/);
    expect(html).toMatch(/<input[^>]*name="q"/);
  });

  it("searches a prebuilt index of every indexable page and post, and nothing else", async () => {
    const response = await fetch(url("/search-index.json"));
    expect(response.status).toBe(200);
    const index = (await response.json()) as IndexedPage[];
    const paths = index.map((entry) => entry.path);
    for (const route of ROUTES.filter((route) => route !== "/search")) {
      expect(paths).toContain(route);
    }
    expect(paths).toContain("/blog/ai-automation-roi");
    expect(paths).not.toContain("/search");
    expect(paths.some((path) => path.startsWith("/404"))).toBe(false);
    for (const entry of index) expect(entry.title).toBeTruthy();
  });

  it("is declared as the WebSite's search action on the home page", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/"));
    const sites = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "null"))
        // Each page's JSON-LD is one @graph of nodes.
        .flatMap((data) => data?.["@graph"] ?? [data])
        .filter((data) => data?.["@type"] === "WebSite"),
    );
    expect(sites).toHaveLength(1);
    expect(sites[0].potentialAction.target.urlTemplate).toBe(
      `${SITE_URL}/search?q={search_term_string}`,
    );
    await close();
  });
});
