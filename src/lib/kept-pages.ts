import { readSelectionParam } from "./selection-param";
import { TOOL_IDS, TOOL_PARAM } from "./tools/tool-ids";

/**
 * The pages whose built HTML the browser keeps as it is when it loads them from the server: React
 * neither renders nor hydrates them, so neither Chakra nor the pages' components are fetched. What
 * a visitor can do on them is DOM code and islands fetched when wanted
 * (docs/performance.md#kept-pages). A page belongs here once everything on it works so.
 */
export const KEPT_PAGES: readonly string[] = [
  "/",
  "/about",
  "/advanced-tools",
  "/ai-roi-tools",
  "/blog",
  "/case-studies",
  "/contact",
  "/privacy-policy",
  "/search",
  "/services",
  "/services/ai-automation",
  "/services/saas-platforms",
  "/terms-of-service",
];

/**
 * Every blog post is kept too: /blog/<slug>. A /blog/... path that names no post is served
 * Gatsby's client-only page, which the build never marks as kept, so it still sends the visitor on.
 */
const KEPT_POST = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The attribute of the element that holds a kept page's built HTML. */
export const KEPT_PAGE_ATTRIBUTE = "data-kept-page";

/**
 * The parts a kept page brings to life when wanted (src/browser/kept-page.tsx): the shell's, and
 * a page's own (the SaaS page's sidebar sign-up, the blog's newsletter box, the contact page's
 * form and map, the AI ROI tools page's external calculators and ROI calculator, the advanced
 * tools, the home page's lead form). Their built HTML stands in an element marked with
 * ISLAND_ATTRIBUTE until then; a page's own island carries what it renders from in
 * ISLAND_PROPS_ATTRIBUTE, as JSON, or renders from the page's query data (the advanced tools:
 * every tool's content, too much to write twice).
 */
export const ISLANDS = [
  "footer-newsletter",
  "exit-intent",
  "sidebar-magnet",
  "blog-newsletter",
  "contact-form",
  "map",
  "external-calculators",
  "roi-calculator",
  "advanced-tools",
  "lead-form",
] as const;
export type IslandName = (typeof ISLANDS)[number];

/**
 * The islands that wait as built until the visitor reaches into them: a form (it posts without a
 * script, and what is typed carries over) or a frame's facade (the button pressed is pressed again
 * once it is live). A page read without using one fetches no Chakra for it.
 */
export const REACHED_ISLANDS: readonly IslandName[] = [
  "footer-newsletter",
  "sidebar-magnet",
  "blog-newsletter",
  "contact-form",
  "map",
  "external-calculators",
  "advanced-tools",
  "lead-form",
];

/**
 * Whether an island is wanted as soon as the page starts, whatever the visitor does: the advanced
 * tools when the address (`search`, its query) names a tool to open, as a shared link does.
 */
export function wantedOnArrival(name: IslandName, search: string): boolean {
  return name === "advanced-tools" && readSelectionParam(search, TOOL_PARAM, TOOL_IDS) !== null;
}

export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

export function isIslandName(name: string | null): name is IslandName {
  return ISLANDS.some((island) => island === name);
}

/** A path without its trailing slash (the root stays "/"). */
function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Whether the page at `pathname` (with or without a trailing slash) is a kept page. */
export function isKeptPage(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return KEPT_PAGES.includes(path) || KEPT_POST.test(path);
}

/** Whether two paths name the same page, trailing slashes aside. */
export function samePage(a: string, b: string): boolean {
  return withoutTrailingSlash(a) === withoutTrailingSlash(b);
}
