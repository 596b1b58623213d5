import { graphql, type HeadProps, type PageProps } from "gatsby";
import { toPostSummary } from "../lib/blog/posts";
import { staticPart } from "../components/static-part";
import { PageMetaHead } from "../templates/page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself; the list is DOM code and the newsletter box an island.
const BlogView = staticPart(() => import("../views/BlogView"), "BlogView");

type Data = Queries.BlogPageQuery;

export default function BlogPage({ data }: PageProps<Data>) {
  const { blogJson, formsJson, contactJson, allMarkdownRemark, site } = data;
  if (!blogJson || !formsJson || !contactJson) throw new Error("Blog page content is missing");
  return (
    <BlogView
      content={blogJson}
      posts={allMarkdownRemark.nodes.map((node) => toPostSummary(node.frontmatter))}
      forms={formsJson}
      contactEmail={contactJson.email}
      feedPath={site?.siteMetadata.feed?.path ?? null}
    />
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <PageMetaHead meta={data.blogJson?.meta} pathname={location.pathname} />;
}

export const query = graphql`
  query BlogPage {
    blogJson {
      meta {
        ...PageMetaFields
      }
      hero {
        ...HeroFields
      }
      list {
        search {
          label
          placeholder
        }
        categoriesLabel
        allLabel
        categories {
          id
          label
        }
        labels {
          featured
          readMore
          comingSoon
          by
          published
          readTime
        }
        gridHeading
        resultsCount
        resultsComing
        empty {
          heading
          text
          reset
        }
      }
      feed {
        label
      }
    }
    allMarkdownRemark(sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...PostSummaryFields
      }
    }
    formsJson {
      notices {
        ...FormNoticesFields
      }
      blogNewsletter {
        ...NewsletterCopyFields
      }
    }
    contactJson {
      email
    }
    site {
      siteMetadata {
        feed {
          path
        }
      }
    }
  }
`;
