import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { withPrefix } from "gatsby";
import { useMemo, useRef } from "react";
import { LinkButton } from "../components/LinkButton";
import { PageHero } from "../components/PageHero";
import { SearchForm } from "../components/SearchForm";
import { SearchResults } from "../components/SearchResults";
import { useFocusOnArrival } from "../hooks/use-focus-on-arrival";
import type { SearchIndex } from "../hooks/use-search-index";
import { useQueryParam } from "../hooks/use-query-param";
import { SEARCH_PARAM, SEARCH_PATH } from "../lib/search/paths";
import { fillTemplate } from "../lib/fill-template";
import { readQueryParam } from "../lib/query-param";
import { createSearch, type SearchResult } from "../lib/search/rank";

const RESULTS_HEADING_ID = "search-results-heading";

// A visitor who arrives with nothing to search for came here to type. Read from the URL: during
// hydration the query is still the static HTML's "".
const arrivedWithoutQuery = () => readQueryParam(window.location.search, SEARCH_PARAM) === null;

/** The search page's words, as its query selects them. */
type SearchCopy = NonNullable<Queries.SearchPageQuery["searchJson"]>;

export interface SearchViewProps {
  /** The words it shows, from the site's content (content/data). */
  copy: SearchCopy;
  /** The prebuilt index, as useSearchIndex loads it. */
  index: SearchIndex;
}

/** What the live region says, and whether the visitor needs somewhere else to go. */
function describe(
  copy: SearchCopy,
  index: SearchIndex,
  query: string,
  results: readonly SearchResult[],
): { text: string; suggest: boolean } {
  if (index.status === "error") return { text: copy.error, suggest: true };
  if (query.trim() === "") return { text: copy.idle, suggest: false };
  if (index.status === "loading") return { text: copy.loading, suggest: false };
  if (results.length === 0) return { text: fillTemplate(copy.noResults, { query }), suggest: true };
  const template = results.length === 1 ? copy.resultCount.one : copy.resultCount.other;
  return { text: fillTemplate(template, { count: results.length, query }), suggest: false };
}

/**
 * The search page (/search?q=): the site's articles and pages that match what the visitor types,
 * filtered live, with the query kept in the URL so a search can be shared or reloaded.
 */
export function SearchView({ copy, index }: SearchViewProps) {
  const [query, setQuery] = useQueryParam(SEARCH_PARAM);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(inputRef, arrivedWithoutQuery);

  // The index is built once per load of the documents, not on every keystroke.
  const search = useMemo(
    () => (index.status === "ready" ? createSearch(index.documents) : null),
    [index],
  );
  const results = useMemo(() => (search ? search(query) : []), [search, query]);
  const status = describe(copy, index, query, results);

  return (
    <>
      <PageHero content={copy.hero}>
        <SearchForm
          copy={copy.form}
          action={withPrefix(SEARCH_PATH)}
          name={SEARCH_PARAM}
          value={query}
          onChange={setQuery}
          // The results are already on screen: Enter takes the visitor to them.
          onSubmit={() => {
            if (query.trim() !== "") resultsHeadingRef.current?.focus();
          }}
          inputRef={inputRef}
        />
      </PageHero>
      <Box as="section" aria-labelledby={RESULTS_HEADING_ID} pb={{ base: "16", md: "24" }}>
        <Container maxW="4xl">
          <Heading as="h2" id={RESULTS_HEADING_ID} ref={resultsHeadingRef} tabIndex={-1} size="lg">
            {copy.resultsHeading}
          </Heading>
          <Text role="status" mt="3" fontSize="lg" color="fg.muted">
            {status.text}
          </Text>
          {status.suggest && (
            <Flex as="ul" listStyleType="none" gap="3" flexWrap="wrap" mt="6">
              {copy.suggestions.map((link, position) => (
                <li key={link.to}>
                  <LinkButton to={link.to} variant={position === 0 ? "solid" : "outline"}>
                    {link.label}
                  </LinkButton>
                </li>
              ))}
            </Flex>
          )}
          <SearchResults results={results} copy={copy} labelledBy={RESULTS_HEADING_ID} />
        </Container>
      </Box>
    </>
  );
}
