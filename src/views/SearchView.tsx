import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { withPrefix } from "gatsby";
import { useLayoutEffect, useRef } from "react";
import { attachSearch, type IndexLoader } from "../browser/behaviours/search";
import { Eyebrow } from "../components/Eyebrow";
import { LinkButton } from "../components/LinkButton";
import { PageHero } from "../components/PageHero";
import { SearchForm } from "../components/SearchForm";
import { TextLink } from "../components/TextLink";
import {
  SEARCH_HEADING_ATTRIBUTE,
  SEARCH_PAGE_ATTRIBUTE,
  SEARCH_RESULT_TEMPLATE_ATTRIBUTE,
  SEARCH_RESULTS_ATTRIBUTE,
  SEARCH_SLOT_ATTRIBUTE,
  SEARCH_SUGGESTIONS_ATTRIBUTE,
  type SearchPageData,
  type SearchResultSlot,
} from "../lib/search/page-marks";
import { SEARCH_PARAM, SEARCH_PATH } from "../lib/search/paths";

const RESULTS_HEADING_ID = "search-results-heading";

/** The search page's words, as its query selects them. */
type SearchCopy = NonNullable<Queries.SearchPageQuery["searchJson"]>;

export interface SearchViewProps {
  /** The words it shows, from the site's content (content/data). */
  copy: SearchCopy;
  /** Fetches the prebuilt index; stories pass one that answers, fails or never answers. */
  loadIndex?: IndexLoader;
}

const slot = (name: SearchResultSlot) => ({ [SEARCH_SLOT_ATTRIBUTE]: name });

/**
 * One result as the search writes it: whether it is an article or a page, its title linked, the
 * heading that matched as context (the ranking never offers the title again) and the page's
 * description. Drawn once, in a template, so the build styles it; the search fills copies.
 */
function ResultTemplate() {
  return (
    <template {...{ [SEARCH_RESULT_TEMPLATE_ATTRIBUTE]: "" }}>
      <Box as="li" py="6" borderBottomWidth="1px" borderColor="border">
        <Eyebrow fontSize="xs" {...slot("kind")} />
        <Heading as="h3" size="md" mt="1">
          <TextLink href={withPrefix("/")} variant="underline" {...slot("title")} />
        </Heading>
        <Text fontSize="sm" fontWeight="medium" mt="1" {...slot("heading")} />
        <Text color="fg.muted" mt="2" {...slot("description")} />
      </Box>
    </template>
  );
}

/**
 * The search page (/search?q=): the site's articles and pages that match what the visitor types,
 * listed live, with the query kept in the URL so a search can be shared or reloaded. Its HTML is
 * the form, the idle words and an empty list; DOM code (`attachSearch`) does the rest, the same
 * whether React drew the page or the build did.
 */
export function SearchView({ copy, loadIndex }: SearchViewProps) {
  const root = useRef<HTMLDivElement>(null);
  // Before the first paint, so a shared link's query is never shown as the idle page.
  useLayoutEffect(
    () => (root.current ? attachSearch(root.current, loadIndex) : undefined),
    [loadIndex],
  );
  const data: SearchPageData = {
    copy: {
      idle: copy.idle,
      loading: copy.loading,
      error: copy.error,
      noResults: copy.noResults,
      resultCount: copy.resultCount,
      kinds: copy.kinds,
      matchedHeading: copy.matchedHeading,
    },
  };

  return (
    <div ref={root} {...{ [SEARCH_PAGE_ATTRIBUTE]: JSON.stringify(data) }}>
      <PageHero content={copy.hero}>
        <SearchForm copy={copy.form} action={withPrefix(SEARCH_PATH)} name={SEARCH_PARAM} />
      </PageHero>
      <Box as="section" aria-labelledby={RESULTS_HEADING_ID} pb={{ base: "16", md: "24" }}>
        <Container maxW="4xl">
          <Heading
            as="h2"
            id={RESULTS_HEADING_ID}
            tabIndex={-1}
            size="lg"
            {...{ [SEARCH_HEADING_ATTRIBUTE]: "" }}
          >
            {copy.resultsHeading}
          </Heading>
          <Text role="status" mt="3" fontSize="lg" color="fg.muted">
            {copy.idle}
          </Text>
          <Flex
            as="ul"
            listStyleType="none"
            gap="3"
            flexWrap="wrap"
            mt="6"
            hidden
            {...{ [SEARCH_SUGGESTIONS_ATTRIBUTE]: "" }}
          >
            {copy.suggestions.map((link, position) => (
              <li key={link.to}>
                <LinkButton to={link.to} variant={position === 0 ? "solid" : "outline"}>
                  {link.label}
                </LinkButton>
              </li>
            ))}
          </Flex>
          <Box
            as="ol"
            aria-labelledby={RESULTS_HEADING_ID}
            listStyleType="none"
            mt="6"
            borderTopWidth="1px"
            borderColor="border"
            hidden
            {...{ [SEARCH_RESULTS_ATTRIBUTE]: "" }}
          />
          <ResultTemplate />
        </Container>
      </Box>
    </div>
  );
}
