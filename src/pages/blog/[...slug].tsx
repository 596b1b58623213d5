import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { PostSkeleton } from "../../components/PostSkeleton";
import { SiteHead } from "../../templates/page-meta-head";

const BLOG_PATH = "/blog";

type Data = Queries.UnknownPostQuery;

/**
 * Every /blog/... path that is not a post's own page (docs/product.md#departures): Gatsby serves this
 * client-only route for it, which shows the post skeleton for as long as it takes to send the
 * visitor on to the blog, in place of the history entry, with no "Page Not Found" in between.
 * The blog is loaded from the server, a kept page (src/lib/kept-pages.ts): the router would render
 * it whole, fetching the code a kept page spares.
 */
export default function UnknownPostPage({ data }: PageProps<Data>) {
  useEffect(() => {
    window.location.replace(BLOG_PATH);
  }, []);
  const content = data.blogPostJson;
  if (!content) throw new Error("content/data/blog-post.json is missing");
  return <PostSkeleton label={content.labels.loading} />;
}

export function Head({ data }: HeadProps<Data>) {
  return (
    <SiteHead
      pathname={BLOG_PATH}
      title={data.blogPostJson?.labels.loading}
      noindex
      breadcrumb={false}
    />
  );
}

export const query = graphql`
  query UnknownPost {
    blogPostJson {
      labels {
        loading
      }
    }
  }
`;
