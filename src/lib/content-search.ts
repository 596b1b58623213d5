// Shapes of the search page's content (content/data/search.json) and its link in the header.
import type { HeroContent, NavItem, PageMeta } from "./content";
import type { SearchDocument } from "./search/rank";

export { SEARCH_INDEX_PATH, SEARCH_PARAM, SEARCH_PATH } from "./search/paths";

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
