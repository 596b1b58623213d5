import { graphql, type HeadProps, type PageProps } from "gatsby";
import { toPostSummary } from "../lib/blog/posts";
import { PageMetaHead } from "../templates/page-meta-head";
import { BlogView } from "../views/BlogView";

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
