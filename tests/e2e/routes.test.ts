import type { Browser } from "playwright-core";
import { COMPILE_HINT } from "../../plugins/compile-hints/compile-hint";
import { rejectedStyleDeclarations } from "./css";
import { ROUTES, SITE_TITLE, SITE_URL, hydrated, launch, openPage, url } from "./site";

const SEARCH_ROUTE = "/search";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe.each(ROUTES)("%s", (route) => {
  it("answers 200 with HTML", async () => {
    const response = await fetch(url(route));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("renders the shell around one page heading, with no console errors", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url(route));
    await hydrated(page);

    await expect(page.locator("h1").count()).resolves.toBe(1);
    // One app script, so the app starts (and hydrates) once.
    await expect(page.locator('script[src^="/app-"]').count()).resolves.toBe(1);
    // The core Latin face is the only font file the page needs (scripts/lib/inter-core.mjs).
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith(".woff2")),
    );
    expect(fontFiles).toEqual([expect.stringMatching(/^\/static\/inter-latin-core-wght-/)]);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link").count()).resolves.toBe(7);
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: "Book Portfolio Consultation" })
        .getAttribute("href"),
    ).resolves.toBe("/contact");
    await expect(page.locator("#logo-strip-heading").count()).resolves.toBe(1);
    await expect(page.getByRole("contentinfo").getByRole("textbox").count()).resolves.toBe(1);

    if (route === SEARCH_ROUTE) {
      // The visitor came to type: the search box has focus on arrival, not the skip link. Effects
      // run just after hydration, so focus is waited for rather than read once.
      await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search");
    } else {
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        "Skip to main content",
      );
    }

    expect(errors).toEqual([]);
    await close();
  });

  it("loads only scripts marked for compilation off the main thread, and publishes no source map", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url(route));
    await hydrated(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((address) => address.origin === location.origin && address.pathname.endsWith(".js"))
        .map((address) => address.pathname),
    );
    // Lazy code is loaded when idle (usePreloadWhenIdle), not prefetched from inside the bundle's
    // start-up, where the fetch makes V8 parse the whole bundle again for its stack under DevTools.
    await expect(page.locator('link[rel="prefetch"][as="script"]').count()).resolves.toBe(0);
    await close();
    expect(scripts.length).toBeGreaterThan(2);
    for (const pathname of scripts) {
      const source = await (await fetch(url(pathname))).text();
      expect([pathname, source.split("\n")[0]]).toEqual([pathname, COMPILE_HINT]);
      // A source map would publish the code's full source: none is built, named or served.
      expect([pathname, source.includes("sourceMappingURL")]).toEqual([pathname, false]);
      const map = await fetch(url(`${pathname}.map`));
      await map.arrayBuffer();
      expect([pathname, map.status]).toEqual([pathname, 404]);
    }
  });

  it("ships only style declarations the browser accepts (every theme token resolves)", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url(route));
    await expect(rejectedStyleDeclarations(page)).resolves.toEqual([]);
    await close();
  });

  it("carries the head tags of docs/product.md#routes 'Page metadata'", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url(route));
    const head = await page.evaluate(() => {
      const meta = (selector: string) =>
        document.head.querySelector(selector)?.getAttribute("content") ?? null;
      return {
        lang: document.documentElement.lang,
        title: document.title,
        description: meta('meta[name="description"]'),
        keywords: meta('meta[name="keywords"]'),
        robots: meta('meta[name="robots"]'),
        canonical:
          document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
        ogTitle: meta('meta[property="og:title"]'),
        ogUrl: meta('meta[property="og:url"]'),
        ogType: meta('meta[property="og:type"]'),
        twitterCard: meta('meta[name="twitter:card"]'),
        icon: document.head.querySelector('link[rel="icon"]')?.getAttribute("href") ?? null,
      };
    });
    const canonical = route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`;
    expect(head.lang).toBe("en-GB");
    expect(head.title).toContain(SITE_TITLE);
    expect(head.description?.length).toBeGreaterThan(50);
    expect(head.keywords).toBeTruthy();
    // Every route may be indexed (a search's results are kept from crawlers by robots.txt).
    expect(head.robots).toBe("index, follow");
    expect(head.canonical).toBe(canonical);
    expect(head.ogUrl).toBe(canonical);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogType).toBe(route.startsWith("/blog/") ? "article" : "website");
    expect(head.twitterCard).toMatch(/^summary/);
    expect(head.icon).toBe("/favicon.svg");
    await close();
  });
});
