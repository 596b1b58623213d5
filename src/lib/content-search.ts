// Shapes of the search page's content (content/data/search.json) and its link in the header.
import type { HeroContent, NavItem, PageMeta } from "./content";
import type { SearchDocument } from "./search/rank";

/** The route of src/pages/search.tsx; the search form sends ?q= to it before the page hydrates. */
export const SEARCH_PATH = "/search";

/** Where the build writes the prebuilt index (a JSON array of SearchDocument), under public/. */
export const SEARCH_INDEX_PATH = "/search-index.json";

/** The query-string parameter that holds what the visitor searches for. */
export const SEARCH_PARAM = "q";

export interface SearchFormCopy {
  label: string;
  placeholder: string;
  submit: string;
}

/** The search page's words. {query}, {count} and {heading} are filled with fillTemplate. */
export interface SearchCopy {
  meta: PageMeta;
  hero: HeroContent;
  form: SearchFormCopy;
  resultsHeading: string;
  /** Nothing typed yet. */
  idle: string;
  /** The index is on its way. */
  loading: string;
  /** The index could not be loaded; the suggestions follow. */
  error: string;
  /** Nothing matched {query}; the suggestions follow. */
  noResults: string;
  resultCount: { one: string; other: string };
  /** Where to go when search cannot help. */
  suggestions: readonly NavItem[];
  kinds: Record<SearchDocument["kind"], string>;
  /** The heading of the result that matched, e.g. "Section: {heading}". */
  matchedHeading: string;
}
