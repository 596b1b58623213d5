import { Box, Heading, Text } from "@chakra-ui/react";
import { fillTemplate } from "../lib/fill-template";
import type { SearchResult } from "../lib/search/rank";
import { Eyebrow } from "./Eyebrow";
import { SiteLink } from "./SiteLink";

export interface SearchResultsProps {
  /** The matching pages and articles, best first. */
  results: readonly SearchResult[];
  /** The kind labels and the matched-in heading. */
  copy: Pick<NonNullable<Queries.SearchPageQuery["searchJson"]>, "kinds" | "matchedHeading">;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * Ranked search results, best first: each says whether it is an article or a page, links its
 * title, shows the heading that matched as context (the ranking never offers the title again)
 * and the page's description.
 */
export function SearchResults({ results, copy, labelledBy }: SearchResultsProps) {
  if (results.length === 0) return null;
  return (
    <Box
      as="ol"
      aria-labelledby={labelledBy}
      listStyleType="none"
      mt="6"
      borderTopWidth="1px"
      borderColor="border"
    >
      {results.map(({ document, heading }) => (
        <Box as="li" key={document.path} py="6" borderBottomWidth="1px" borderColor="border">
          <Eyebrow fontSize="xs">{copy.kinds[document.kind]}</Eyebrow>
          <Heading as="h3" size="md" mt="1">
            <SiteLink to={document.path} variant="underline">
              {document.title}
            </SiteLink>
          </Heading>
          {heading && (
            <Text fontSize="sm" fontWeight="medium" mt="1">
              {fillTemplate(copy.matchedHeading, { heading })}
            </Text>
          )}
          {document.description && (
            <Text color="fg.muted" mt="2">
              {document.description}
            </Text>
          )}
        </Box>
      ))}
    </Box>
  );
}
