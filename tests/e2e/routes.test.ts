// The one sweep over every route: each is loaded once, hydrated, in a page watched for console
// errors, Content-Security-Policy violations and responses without the security headers, and
// everything a route must show is read from that one load: the shell, the head tags, the scripts
// and styles it loaded, its links, and then what loads as a visitor scrolls down. The other e2e
// files test behaviour and load only the pages that behaviour needs.
import { readFileSync } from "node:fs";
import type { AxeResults } from "axe-core";
import { parse } from "node-html-parser";
import type { Browser } from "playwright-core";
import { COMPILE_HINT } from "../../plugins/compile-hints/compile-hint";
import { rejectedStyleDeclarations } from "./css";
import { BASE_URL, ROUTES, SITE_TITLE, SITE_URL, launch, url } from "./site";
import { openWatched, scrollThrough, type Watch } from "./watch";

const SEARCH_ROUTE = "/search";
/** axe-core, evaluated in the page (through DevTools, so the page's CSP does not apply to it). */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
/** The rules the catalogue's axe check holds every story to: WCAG 2.2 A and AA. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const canonicalOf = (route: string) => (route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`);

interface FoundLink {
  from: string;
  href: string;
  /** The page's landmark the link is in. */
  within: "main" | "footer" | "other";
  rel: string;
  target: string | null;
}

let browser: Browser;
/** Every link every route renders after hydration, header and footer included. */
const found: FoundLink[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** What one load of a route showed, read before the page is scrolled. */
interface Visit {
  watched: Watch;
  /** Console errors until the first Tab, as the page arrived. */
  errors: string[];
  shell: {
    h1: number;
    appScripts: number;
    navLinks: number;
    consultationHref: string | null;
    logoStrip: number;
    footerTextboxes: number;
  };
  fontFiles: string[];
  /** Every style sheet fetched as a file, by the end of the visit (scrolled through). */
  styleSheetFiles: string[];
  scripts: string[];
  scriptPrefetches: number;
  rejectedStyles: string[];
  head: Record<string, string | null>;
  canonicals: (string | null)[];
  jsonLd: number;
  pagePath: string | undefined;
  focused: string | null | undefined;
  /** axe's violations on the hydrated page, scrolled through: rule, then the elements. */
  axeViolations: string[];
}

async function visit(route: string): Promise<Visit> {
  const watched = await openWatched(browser, route);
  const { page } = watched;
  const nav = page.getByRole("navigation", { name: "Main" });
  const shell = {
    h1: await page.locator("h1").count(),
    appScripts: await page.locator('script[src^="/app-"]').count(),
    navLinks: await nav.getByRole("link").count(),
    consultationHref: await page
      .getByRole("banner")
      .getByRole("link", { name: "Book Portfolio Consultation" })
      .getAttribute("href"),
    logoStrip: await page.locator("#logo-strip-heading").count(),
    footerTextboxes: await page.getByRole("contentinfo").getByRole("textbox").count(),
  };
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((address) => address.origin === location.origin)
      .map((address) => address.pathname),
  );
  const fromHead = await page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      head: {
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
      },
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute("href"),
      ),
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
      // The shared page path script (src/build/security/page-path-script.ts) ran under the policy.
      pagePath: (window as unknown as { pagePath?: string }).pagePath,
    };
  });
  const links = await page.$$eval("a[href]", (anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute("href") ?? "",
      rel: a.getAttribute("rel") ?? "",
      target: a.getAttribute("target"),
      within: a.closest("main") ? "main" : a.closest("footer") ? "footer" : "other",
    })),
  );
  found.push(
    ...links.map((link) => ({ ...link, from: route, within: link.within as FoundLink["within"] })),
  );
  const scriptPrefetches = await page.locator('link[rel="prefetch"][as="script"]').count();
  const rejectedStyles = await rejectedStyleDeclarations(page);

  let focused: string | null | undefined;
  if (route === SEARCH_ROUTE) {
    // The visitor came to type: the search box has focus on arrival, not the skip link. Effects
    // run just after hydration, so focus is waited for rather than read once.
    await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search");
    focused = "search";
  } else {
    await page.keyboard.press("Tab");
    focused = await page.evaluate(() => document.activeElement?.textContent);
  }
  const errors = [...watched.errors];
  // Whatever loads on approach loads now, under the same policy.
  await scrollThrough(page);
  const styleSheetFiles = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith(".css")),
  );
  await page.evaluate(AXE_SOURCE);
  // Only the violations are told in full, and only their names and places cross to Node: the
  // passes of a whole page are thousands of nodes that no assertion reads.
  const axeViolations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } };
    const { violations } = await axe.run({
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, WCAG_AA);
  return {
    axeViolations,
    watched,
    errors,
    shell,
    fontFiles: resources.filter((pathname) => pathname.endsWith(".woff2")),
    styleSheetFiles,
    scripts: resources.filter((pathname) => pathname.endsWith(".js")),
    scriptPrefetches,
    rejectedStyles,
    ...fromHead,
    focused,
  };
}

describe.each(ROUTES)("%s", (route) => {
  let seen: Visit;
  beforeAll(async () => {
    seen = await visit(route);
  }, 60_000);
  afterAll(() => seen?.watched.close());

  it("answers 200 with HTML", async () => {
    const response = await fetch(url(route));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("renders the shell around one page heading, with no console errors", () => {
    expect(seen.shell).toEqual({
      h1: 1,
      // One app script, so the app starts (and hydrates) once.
      appScripts: 1,
      navLinks: 7,
      consultationHref: "/contact",
      logoStrip: 1,
      footerTextboxes: 1,
    });
    // The core Latin face is the only font file the page needs (scripts/lib/inter-core.mjs).
    expect(seen.fontFiles).toEqual([expect.stringMatching(/^\/static\/inter-latin-core-wght-/)]);
    expect(seen.focused).toBe(route === SEARCH_ROUTE ? "search" : "Skip to main content");
    expect(seen.errors).toEqual([]);
  });

  it("paints with the site's faces and base styles from its HTML alone", async () => {
    // Gatsby inlines only the CSS of the app's and the page's chunks: global CSS imported from an
    // async chunk alone is missing here and arrives later as a file, restyling the whole page.
    const html = await (await fetch(url(route))).text();
    expect(html).toContain('data-identity="gatsby-global-css"');
    expect(html).toMatch(/@font-face\{[^}]*font-family:Inter Variable/);
    expect(html).toMatch(/@font-face\{[^}]*font-family:Inter fallback/);
    expect(seen.styleSheetFiles).toEqual([]);
  });

  it("loads only scripts marked for compilation off the main thread, and publishes no source map", async () => {
    // Lazy code is loaded when idle (usePreloadWhenIdle), not prefetched from inside the bundle's
    // start-up, where the fetch makes V8 parse the whole bundle again for its stack under DevTools.
    expect(seen.scriptPrefetches).toBe(0);
    expect(seen.scripts.length).toBeGreaterThan(2);
    for (const pathname of seen.scripts) {
      const source = await (await fetch(url(pathname))).text();
      expect([pathname, source.split("\n")[0]]).toEqual([pathname, COMPILE_HINT]);
      // A source map would publish the code's full source: none is built, named or served.
      expect([pathname, source.includes("sourceMappingURL")]).toEqual([pathname, false]);
      const map = await fetch(url(`${pathname}.map`));
      await map.arrayBuffer();
      expect([pathname, map.status]).toEqual([pathname, 404]);
    }
  });

  it("has no accessibility violation axe can find (WCAG 2.2 AA), scrolled through", () => {
    expect(seen.axeViolations).toEqual([]);
  });

  it("ships only style declarations the browser accepts (every theme token resolves)", () => {
    expect(seen.rejectedStyles).toEqual([]);
  });

  it("carries the head tags of docs/product.md#routes 'Page metadata'", () => {
    const { head } = seen;
    const canonical = canonicalOf(route);
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
    expect(head.icon).toBe("/icons/favicon-32.png");
  });

  it("keeps one canonical URL and one JSON-LD graph after hydration", () => {
    expect({ canonicals: seen.canonicals, jsonLd: seen.jsonLd }).toEqual({
      canonicals: [canonicalOf(route)],
      jsonLd: 1,
    });
  });

  it("breaks no rule of the Content-Security-Policy, every response with the headers", async () => {
    expect(seen.pagePath).toBe(route);
    expect(await seen.watched.violations()).toEqual([]);
    expect(seen.watched.unprotected).toEqual([]);
  });
});

describe("the links of every route", () => {
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
      if (!pages.has(target.pathname))
        pages.set(target.pathname, (await html(target.pathname)).body);
      const id = decodeURIComponent(target.hash.slice(1));
      if (!pages.get(target.pathname)?.includes(`id="${id}"`))
        missing.push(`${href} (linked from ${from})`);
    }
    expect(missing).toEqual([]);
  });

  it("opens external profiles in a new tab, safely", () => {
    const external = found.filter((link) => link.from === "/" && link.href.startsWith("http"));
    expect(external.length).toBeGreaterThanOrEqual(3);
    for (const link of external) {
      expect(link.target).toBe("_blank");
      expect(link.rel).toContain("noopener");
    }
  });

  it("every link to another site, on every route, opens without access to this page", async () => {
    const unsafe: string[] = [];
    let checked = 0;
    const check = (where: string, links: { href: string; rel: string }[]) => {
      checked += links.length;
      for (const { href, rel } of links) {
        const words = rel.split(/\s+/);
        if (!words.includes("noopener") || !words.includes("noreferrer"))
          unsafe.push(`${where}: ${href} rel="${rel}"`);
      }
    };
    const external = (href: string, base: string) => {
      const target = new URL(href, base);
      return /^https?:$/.test(target.protocol) && target.origin !== origin;
    };
    for (const route of ROUTES) {
      // As built (what a visitor without script gets) and as rendered after hydration.
      const built = parse(await (await fetch(url(route))).text());
      check(
        `${route} (built)`,
        built
          .querySelectorAll("a[href]")
          .map((a) => ({ href: a.getAttribute("href") ?? "", rel: a.getAttribute("rel") ?? "" }))
          .filter(({ href }) => external(href, url(route))),
      );
      check(
        route,
        found.filter((link) => link.from === route && external(link.href, url(route))),
      );
    }
    expect(checked).toBeGreaterThan(ROUTES.length * 2);
    expect(unsafe).toEqual([]);
  });
});
