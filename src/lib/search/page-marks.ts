// How the search page's built HTML tells its DOM code what is what (src/browser/behaviours/search.ts).
import type { SearchDocument } from "./rank";
import type { SearchStatusCopy } from "./status";

/** The page's root, holding what searching needs as JSON (SearchPageData). */
export const SEARCH_PAGE_ATTRIBUTE = "data-search-page";
/** The results' heading, which Enter in the box moves focus to. */
export const SEARCH_HEADING_ATTRIBUTE = "data-search-heading";
/** The links offered when nothing matches or the index failed. */
export const SEARCH_SUGGESTIONS_ATTRIBUTE = "data-search-suggestions";
/** The ordered list the results are written into. */
export const SEARCH_RESULTS_ATTRIBUTE = "data-search-results";
/** The template of one result, styled by the build. */
export const SEARCH_RESULT_TEMPLATE_ATTRIBUTE = "data-search-result";
/** A part of the result template, its value one of SearchResultSlot. */
export const SEARCH_SLOT_ATTRIBUTE = "data-search-slot";
export type SearchResultSlot = "kind" | "title" | "heading" | "description";

/** The page's words that searching writes. */
export interface SearchPageCopy extends SearchStatusCopy {
  kinds: Record<SearchDocument["kind"], string>;
  matchedHeading: string;
}

export interface SearchPageData {
  copy: SearchPageCopy;
}

const isString = (value: unknown): value is string => typeof value === "string";

/** A field of a parsed object, or undefined. */
function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

const stringsAt = (value: unknown, keys: readonly string[]) =>
  keys.every((key) => isString(field(value, key)));

/** Whether a parsed SEARCH_PAGE_ATTRIBUTE holds what the page's DOM code reads. */
export function isSearchPageData(value: unknown): value is SearchPageData {
  const copy = field(value, "copy");
  return (
    stringsAt(copy, ["idle", "loading", "error", "noResults", "matchedHeading"]) &&
    stringsAt(field(copy, "resultCount"), ["one", "other"]) &&
    stringsAt(field(copy, "kinds"), ["post", "page"])
  );
}

function isSearchDocument(value: unknown): value is SearchDocument {
  if (typeof value !== "object" || value === null) return false;
  const entry: Partial<Record<keyof SearchDocument, unknown>> = value;
  return (
    isString(entry.path) &&
    (entry.kind === "post" || entry.kind === "page") &&
    isString(entry.title) &&
    isString(entry.description) &&
    Array.isArray(entry.headings) &&
    entry.headings.every(isString)
  );
}

/** Whether the prebuilt index, as parsed, is a list of search documents. */
export function isSearchIndex(value: unknown): value is SearchDocument[] {
  return Array.isArray(value) && value.every(isSearchDocument);
}
