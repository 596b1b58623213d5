import { graphql, useStaticQuery } from "gatsby";
import type { SiteMetadata } from "../lib/seo";

export function useSiteMetadata(): SiteMetadata & { searchUrlTemplate: string } {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          description
          siteUrl
          keywords
          locale
          twitter
          image
          searchUrlTemplate
          feed {
            path
            title
          }
        }
      }
    }
  `);
  if (!data.site) throw new Error("Site metadata is missing from gatsby-config");
  return data.site.siteMetadata;
}
