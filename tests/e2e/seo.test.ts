// Search engines and sharing, on the built site: every route's canonical URL, JSON-LD graph and
// share card; the sitemap, robots.txt, the web app manifest and the icons.
import { parse, type HTMLElement } from "node-html-parser";
import type { Browser } from "playwright-core";
import { jsonLdProblems, jsonLdTypes } from "../../src/lib/json-ld-checks";
import { ROUTES, SITE_URL, hydrated, launch, openPage, url } from "./site";

const canonicalOf = (route: string) => (route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`);

function expectedTypes(route: string): string[] {
  return [
    "ProfessionalService",
    "WebSite",
    ...(route === "/" ? [] : ["BreadcrumbList"]),
    ...(route.startsWith("/blog/") ? ["BlogPosting"] : []),
    ...(route === "/contact" ? ["FAQPage"] : []),
  ];
}

async function fetchHead(route: string): Promise<HTMLElement> {
  const response = await fetch(url(route));
  return parse(await response.text());
}

const meta = (head: HTMLElement, key: string) =>
  head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");

function jsonLdOf(head: HTMLElement): unknown[] {
  return head
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script): unknown => JSON.parse(script.textContent));
}

/** A PNG's width and height, from its header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchPng(siteUrlOrPath: string) {
  // Absolute URLs name the public site: the same path is asked of the site under test.
  const path = new URL(siteUrlOrPath, SITE_URL).pathname;
  const response = await fetch(url(path));
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  expect(response.headers.get("content-type")).toMatch(/^image\/png/);
  return pngSize(Buffer.from(await response.arrayBuffer()));
}

interface CardText {
  route: string;
  title: string;
  description: string;
}
let cards: Record<string, CardText>;
let browser: Browser;
beforeAll(async () => {
  cards = (await (await fetch(url("/og/cards.json"))).json()) as Record<string, CardText>;
  browser = await launch();
});
afterAll(() => browser.close());

describe.each(ROUTES)("%s", (route) => {
  // After hydration too: routes.test.ts, from its one load of each route.
  it("has one absolute canonical URL without a trailing slash", async () => {
    const head = await fetchHead(route);
    const links = head.querySelectorAll('link[rel="canonical"]');
    expect(links.map((link) => link.getAttribute("href"))).toEqual([canonicalOf(route)]);
    expect(meta(head, "og:url")).toBe(canonicalOf(route));
  });

  it("carries one JSON-LD graph of the expected types, with what Google requires", async () => {
    const documents = jsonLdOf(await fetchHead(route));
    expect(documents).toHaveLength(1);
    const [graph] = documents;
    expect(jsonLdTypes(graph)).toEqual(expectedTypes(route));
    expect(jsonLdProblems(graph)).toEqual([]);
    expect(JSON.stringify(graph)).toContain(`"@id":"${SITE_URL}/#organization"`);
  });

  it("shares a reachable 1200x630 card that says what the page says", async () => {
    const head = await fetchHead(route);
    const image = meta(head, "og:image") ?? "";
    expect(image.startsWith(`${SITE_URL}/og/`)).toBe(true);
    expect(meta(head, "twitter:image")).toBe(image);
    expect(meta(head, "twitter:card")).toBe("summary_large_image");
    expect([meta(head, "og:image:width"), meta(head, "og:image:height")]).toEqual(["1200", "630"]);
    expect(meta(head, "og:image:alt")).toBeTruthy();
    await expect(fetchPng(image)).resolves.toEqual({ width: 1200, height: 630 });

    const card = cards[new URL(image).pathname];
    // Run scripts/render-share-images.mjs after a build when this fails: the card is out of date.
    expect({ route: card.route, title: card.title, description: card.description }).toEqual({
      route,
      title: meta(head, "og:title")?.replace(/ \| [^|]+$/, ""),
      description: meta(head, "description"),
    });
  });
});

describe("an unknown path", () => {
  it("is kept out of search engines, with the studio's graph and the home page's card", async () => {
    const response = await fetch(url("/no-such-page"));
    expect(response.status).toBe(404);
    const head = parse(await response.text());
    expect(meta(head, "robots")).toBe("noindex, follow");
    const [graph] = jsonLdOf(head);
    expect(jsonLdTypes(graph)).toEqual(["ProfessionalService", "WebSite"]);
    expect(jsonLdProblems(graph)).toEqual([]);
    expect(meta(head, "og:image")).toBe(`${SITE_URL}/og/home.png`);
  });
});

describe("/sitemap.xml", () => {
  let xml: string;
  beforeAll(async () => {
    const response = await fetch(url("/sitemap.xml"));
    expect(response.status).toBe(200);
    xml = await response.text();
  });
  const locs = () => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists exactly the indexable routes, by their canonical URLs", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(locs().sort()).toEqual(ROUTES.map(canonicalOf).sort());
  });

  it("dates each post by its publication date", async () => {
    for (const route of ROUTES.filter((path) => path.startsWith("/blog/"))) {
      const published = meta(await fetchHead(route), "article:published_time");
      expect(xml).toContain(
        `<loc>${canonicalOf(route)}</loc>\n    <lastmod>${published ?? "?"}</lastmod>`,
      );
    }
  });
});

describe("/robots.txt", () => {
  let text: string;
  beforeAll(async () => {
    const response = await fetch(url("/robots.txt"));
    expect(response.status).toBe(200);
    text = await response.text();
  });
  // Its rules are plain path prefixes, matched against the path and query as crawlers match them.
  const disallowed = (pathAndQuery: string) =>
    [...text.matchAll(/^Disallow: (\S+)$/gm)].some(([, prefix]) => pathAndQuery.startsWith(prefix));

  it("points crawlers to the sitemap", () => {
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it("lets crawlers read every route but keeps them off search results, the functions and the inbox", () => {
    expect(ROUTES.filter(disallowed)).toEqual([]);
    const private_ = ["/search?q=saas", "/search?q=", "/api/subscribe", "/inbox", "/inbox/lead/1"];
    expect(private_.filter(disallowed)).toEqual(private_);
  });
});

it("names /search as the canonical URL of a search's results", async () => {
  const { page, close } = await openPage(browser);
  await page.goto(url("/search?q=saas"));
  await hydrated(page);
  await expect(
    page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute("content"),
    })),
  ).resolves.toEqual({ canonical: `${SITE_URL}/search`, robots: "index, follow" });
  await close();
});

describe("the web app", () => {
  it("links a manifest whose icons load at their stated sizes, one of them maskable", async () => {
    const head = await fetchHead("/");
    const href = head.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? "";
    const response = await fetch(url(href));
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Scalewise Studio",
      start_url: "/",
      display: "standalone",
    });
    expect(meta(head, "theme-color")).toBe(manifest.theme_color);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const { width, height } = await fetchPng(icon.src);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it("links the favicons and the apple-touch-icon, and answers /favicon.ico", async () => {
    const head = await fetchHead("/");
    const icons = head
      .querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')
      .map((link) => ({ rel: link.getAttribute("rel"), href: link.getAttribute("href") ?? "" }));
    expect(icons.map((icon) => icon.rel)).toEqual(["icon", "icon", "apple-touch-icon"]);
    const pngs = icons.filter((icon) => icon.href.endsWith(".png"));
    const sizes = await Promise.all(pngs.map((icon) => fetchPng(icon.href)));
    expect(sizes).toEqual([
      { width: 32, height: 32 },
      { width: 192, height: 192 },
      { width: 180, height: 180 },
    ]);
    // No SVG favicon: the browser would build an SVG document for it on the page's main thread.
    expect(icons.every((icon) => icon.href.endsWith(".png"))).toBe(true);
    const ico = await fetch(url("/favicon.ico"));
    expect(ico.status).toBe(200);
    expect(Buffer.from(await ico.arrayBuffer()).readUInt16LE(2)).toBe(1);
  });
});
