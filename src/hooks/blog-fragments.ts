import { graphql } from "gatsby";

// The blog post summary (docs/product.md#data) every blog query selects, mapped by toPostSummary.
// The blog-outputs plugin reads this file's text for its feed query: keep the fragment here.
export const blogFragments = graphql`
  fragment PostSummaryFields on MarkdownRemark {
    frontmatter {
      postId
      title
      excerpt
      author
      date(formatString: "YYYY-MM-DD")
      category
      readTime
      image
      tags
      featured
      slug
    }
  }
`;
