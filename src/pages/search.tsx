import { graphql, type HeadProps, type PageProps } from "gatsby";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "../templates/page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself; searching is DOM code (src/browser/behaviours/search.ts).
const SearchView = staticPart(() => import("../views/SearchView"), "SearchView");

type Data = Queries.SearchPageQuery;

export default function SearchPage({ data }: PageProps<Data>) {
  if (!data.searchJson) throw new Error("content/data/search.json is missing");
  return <SearchView copy={data.searchJson} />;
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
