// Build-time only (the articleHtml resolver in gatsby-node): the HTML remark makes of a post,
// made safe and navigable before it reaches a page.
import { parse, type HTMLElement } from "node-html-parser";
import sanitizeHtml from "sanitize-html";
import { escapeMarkup } from "../escape";
import { newTabAttributes } from "../links";

// What an article may contain: the markdown docs/product.md#lead-handling names (headings, bold, italic, links, lists,
// paragraphs) plus quotes, code, rules and tables. Raw HTML in a post is reduced to this; scripts,
// frames, styles and event handlers never reach a page.
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h2", "h3", "h4", "p", "a", "ul", "ol", "li", "strong", "em", "blockquote"],
    ...["code", "pre", "hr", "br", "del", "table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: { a: ["href", "title"], th: ["align", "scope"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  // The page's title is its only h1; an article's own top level becomes h2.
  transformTags: { h1: "h2", h5: "h4", h6: "h4", b: "strong", i: "em" },
};

/** A URL fragment for a heading: "Step 2: Build the MVP" → "step-2-build-the-mvp". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

// Ids the page shell gives its own elements (the skip link's target, Gatsby's focus wrapper and
// route announcer): a heading that slugs to one is numbered like a repeat, so it never clashes.
const SHELL_IDS = ["main-content", "gatsby-focus-wrapper", "gatsby-announcer", "gatsby"];

function addHeadingAnchors(root: HTMLElement) {
  const used = new Map<string, number>(SHELL_IDS.map((id) => [id, 1]));
  for (const heading of root.querySelectorAll("h2, h3, h4")) {
    const text = heading.text.trim();
    const base = slugify(text) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen ? `${base}-${seen}` : base;
    heading.setAttribute("id", id);
    // A pointer's shortcut to the section's URL, drawn by CSS. It is hidden from assistive
    // technology and the tab order, so the heading's name stays its text and every heading does
    // not add a stop; the id itself is what links to the section.
    heading.appendChild(
      parse(`<a class="heading-anchor" href="#${id}" aria-hidden="true" tabindex="-1"></a>`),
    );
  }
}

function markExternalLinks(root: HTMLElement, siteUrl: string) {
  const site = new URL(siteUrl).host;
  for (const link of root.querySelectorAll("a[href]")) {
    const href = link.getAttribute("href") ?? "";
    if (/^https?:/i.test(href) && new URL(href).host === site) {
      // A link to this site written in full stays in the same tab, as a site-relative path.
      const url = new URL(href);
      link.setAttribute("href", url.pathname + url.search + url.hash);
      continue;
    }
    for (const [name, value] of Object.entries(newTabAttributes(href))) {
      link.setAttribute(name, value);
    }
  }
}

function precedingHeading(element: HTMLElement): string | null {
  for (let node = element.previousElementSibling; node; node = node.previousElementSibling) {
    if (/^H[2-4]$/.test(node.tagName)) return node.text.trim();
  }
  return null;
}

// A wide table scrolls inside its own focusable region, named after the section it sits in,
// instead of widening the page on a phone.
function wrapTables(root: HTMLElement) {
  for (const table of root.querySelectorAll("table")) {
    for (const header of table.querySelectorAll("thead th")) header.setAttribute("scope", "col");
    const heading = precedingHeading(table);
    const label = heading ? `Table: ${heading}` : "Table";
    table.replaceWith(
      `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeMarkup(label)}">${table.toString()}</div>`,
    );
  }
}

/** The article's HTML, sanitised, with anchored headings, safe external links and scrollable tables. */
export function prepareArticleHtml(html: string, siteUrl: string): string {
  const root = parse(sanitizeHtml(html, SANITIZE_OPTIONS));
  addHeadingAnchors(root);
  markExternalLinks(root, siteUrl);
  wrapTables(root);
  return root.toString();
}
