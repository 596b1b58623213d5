// Build-time only (gatsby-node): what the search index keeps of a built page's HTML.
import { parse } from "node-html-parser";
import type { SearchDocument } from "./rank";

const squash = (text: string): string => text.replace(/\s+/g, " ").trim();

/**
 * The search document of a page, or null when the page must not be found (noindex). The title is
 * the page's <title> without the site name; headings are the h1-h3 of its main content.
 */
export function extractSearchDocument(
  html: string,
  path: string,
  siteTitle: string,
): SearchDocument | null {
  const root = parse(html);
  const robots = root.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  if (/noindex/i.test(robots)) return null;
  const fullTitle = squash(root.querySelector("title")?.text ?? "");
  const suffix = ` | ${siteTitle}`;
  const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  const description =
    root.querySelector('meta[name="description"]')?.getAttribute("content")?.trim() ?? "";
  const main = root.querySelector("main") ?? root;
  const headings = main
    .querySelectorAll("h1, h2, h3")
    .map((heading) => squash(heading.text))
    .filter(Boolean);
  return {
    path,
    kind: path.startsWith("/blog/") ? "post" : "page",
    title: title || headings[0] || path,
    description,
    headings: [...new Set(headings)],
  };
}
