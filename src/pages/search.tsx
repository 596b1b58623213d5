import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby";
import { useSearchIndex } from "../hooks/use-search-index";
import { SEARCH_INDEX_PATH } from "../lib/search/paths";
import { PageMetaHead } from "../templates/page-meta-head";
import { SearchView } from "../views/SearchView";

type Data = Queries.SearchPageQuery;

export default function SearchPage({ data }: PageProps<Data>) {
  const index = useSearchIndex(withPrefix(SEARCH_INDEX_PATH));
  if (!data.searchJson) throw new Error("content/data/search.json is missing");
  return <SearchView copy={data.searchJson} index={index} />;
}

// Indexed as the way into the search; its results (/search?q=...) are kept from crawlers by
// robots.txt (gatsby-config.ts) and name /search as their canonical URL.
export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.searchJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query SearchPage {
    searchJson {
      meta {
        ...PageMetaFields
      }
      hero {
        ...HeroFields
      }
      form {
        label
        placeholder
        submit
      }
      resultsHeading
      idle
      loading
      error
      noResults
      resultCount {
        one
        other
      }
      suggestions {
        label
        to
      }
      kinds {
        post
        page
      }
      matchedHeading
    }
  }
`;
