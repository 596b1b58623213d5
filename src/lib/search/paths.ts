// Where the search page and its index live, shared by the page, the build and the header's link.

/** The route of src/pages/search.tsx; the search form sends ?q= to it before the page hydrates. */
export const SEARCH_PATH = "/search";

/** Where the build writes the prebuilt index (a JSON array of SearchDocument), under public/. */
export const SEARCH_INDEX_PATH = "/search-index.json";

/** The query-string parameter that holds what the visitor searches for. */
export const SEARCH_PARAM = "q";
