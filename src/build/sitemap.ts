// Build-time only (gatsby-node): sitemap.xml and robots.txt, from the pages as built. A page is in
// the sitemap when its own head says it may be indexed, at the canonical URL its head gives, so the
// sitemap cannot disagree with the pages.
import { parse } from "node-html-parser";
import { escapeMarkup } from "../lib/escape";

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** YYYY-MM-DD, when the page says when it last changed. */
  lastmod?: string;
}

function jsonLdDocuments(html: ReturnType<typeof parse>): unknown[] {
  return html
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script): unknown => JSON.parse(script.textContent));
}

/** The latest dateModified anywhere in the page's JSON-LD (a post's), as a date. */
function lastModified(documents: unknown[]): string | undefined {
  const dates: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value)) {
        if (key === "dateModified" && typeof item === "string") dates.push(item.slice(0, 10));
        else visit(item);
      }
  };
  visit(documents);
  return dates.sort().at(-1);
}

/** The page's sitemap entry, or null when its robots meta says noindex or it has no canonical. */
export function sitemapEntry(html: string): SitemapEntry | null {
  const root = parse(html);
  const robots = root.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute("href");
  if (/noindex/i.test(robots) || !canonical) return null;
  const lastmod = lastModified(jsonLdDocuments(root));
  return lastmod ? { loc: canonical, lastmod } : { loc: canonical };
}

/** The sitemap protocol's urlset: each URL once, in order. */
export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const unique = new Map(entries.map((entry) => [entry.loc, entry]));
  const urls = [...unique.values()]
    .sort((a, b) => a.loc.localeCompare(b.loc))
    .map(
      ({ loc, lastmod }) =>
        `  <url>\n    <loc>${escapeMarkup(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ""}  </url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Every crawler may read every page (a noindex page must be read for its noindex to be seen) but
 * the paths that start with one of `disallowed`, e.g. the functions, which answer only the site's
 * forms.
 */
export function buildRobotsTxt(sitemapUrl: string, disallowed: readonly string[]): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
