import { useEffect, useState } from "react";
import type { SearchDocument } from "../lib/search/rank";

/**
 * The prebuilt index of the site's pages (public/search-index.json): on its way (also in the
 * static HTML, before the page has asked for it), ready, or failed (network error, HTTP error or
 * not a list of documents).
 */
export type SearchIndex =
  | { status: "loading" }
  | { status: "ready"; documents: readonly SearchDocument[] }
  | { status: "error" };

const isText = (value: unknown): value is string => typeof value === "string";

function isSearchDocument(value: unknown): value is SearchDocument {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    isText(entry.path) &&
    (entry.kind === "post" || entry.kind === "page") &&
    isText(entry.title) &&
    isText(entry.description) &&
    Array.isArray(entry.headings) &&
    entry.headings.every(isText)
  );
}

/**
 * Fetches the index once per page view, when the page mounts; leaving the page before it arrives
 * cancels the request.
 */
export function useSearchIndex(url: string): SearchIndex {
  const [index, setIndex] = useState<SearchIndex>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!Array.isArray(data) || !data.every(isSearchDocument)) {
          throw new Error(`${url}: not a list of search documents`);
        }
        setIndex({ status: "ready", documents: data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setIndex({ status: "error" });
      });
    return () => controller.abort();
  }, [url]);

  return index;
}
