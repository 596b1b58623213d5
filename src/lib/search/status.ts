import { fillTemplate } from "../fill-template";
import type { SearchResult } from "./rank";

/** The search page's words for where a search stands (content/data/search.json). */
export interface SearchStatusCopy {
  idle: string;
  loading: string;
  error: string;
  noResults: string;
  resultCount: { one: string; other: string };
}

/** Where the prebuilt index is: on its way, arrived, or failed. */
export type IndexState = "loading" | "ready" | "error";

/**
 * What the results' live region says for a query, and whether the visitor needs somewhere else to
 * go (the suggestions): the index failed, or nothing matched.
 */
export function searchStatus(
  copy: SearchStatusCopy,
  index: IndexState,
  query: string,
  results: readonly SearchResult[],
): { text: string; suggest: boolean } {
  if (index === "error") return { text: copy.error, suggest: true };
  if (query.trim() === "") return { text: copy.idle, suggest: false };
  if (index === "loading") return { text: copy.loading, suggest: false };
  if (results.length === 0) return { text: fillTemplate(copy.noResults, { query }), suggest: true };
  const template = results.length === 1 ? copy.resultCount.one : copy.resultCount.other;
  return { text: fillTemplate(template, { count: results.length, query }), suggest: false };
}
