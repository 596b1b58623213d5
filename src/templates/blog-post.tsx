import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { adjacentPosts, categoryLabel, postPath, toPostSummary } from "../lib/blog/posts";
import { absoluteUrl } from "../lib/seo";
import { languageTag } from "../lib/page-json-ld";
import { shareCardPath } from "../lib/share-card";
import { blogPostingJsonLd } from "../lib/structured-data";
import { staticPart } from "../components/static-part";
import { SiteHead } from "./page-meta-head";

// A kept page (src/lib/kept-pages.ts): its view's code, Chakra's with it, is fetched only when the
// browser renders the page itself (a client-side navigation to it).
const PostView = staticPart(() => import("../views/PostView"), "PostView");

type Data = Queries.BlogPostQuery;
interface Context {
  slug: string;
}

/** The post this page was created for (gatsby-node), with the words around it. */
function readPost(data: Data, slug: string) {
  const { markdownRemark: post, blogPostJson: content, blogJson: blog } = data;
  if (!post || !content || !blog)
    throw new Error(`The post ${slug}, content/data/blog-post.json or blog.json is missing`);
  const { description, keywords, ...frontmatter } = post.frontmatter;
  const summary = { ...toPostSummary(frontmatter), slug };
  return {
    summary,
    html: post.articleHtml,
    wordCount: post.wordCount?.words ?? undefined,
    description: description ?? summary.excerpt,
    keywords: keywords ?? summary.tags,
    section: categoryLabel(blog.list.categories, summary.category),
    content,
  };
}

export default function BlogPostTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { summary, html, section, content } = readPost(data, pageContext.slug);
  const site = useSiteMetadata();
  const posts = data.allMarkdownRemark.nodes.map((node) => toPostSummary(node.frontmatter));
  return (
    <PostView
      post={summary}
      html={html}
      url={absoluteUrl(site.siteUrl, postPath(summary.slug))}
      adjacent={adjacentPosts(posts, summary.slug)}
      category={section}
      content={content}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  const site = useSiteMetadata();
  const { summary, description, keywords, section, wordCount } = readPost(data, pageContext.slug);
  const path = postPath(summary.slug);
  return (
    <SiteHead
      pathname={path}
      title={summary.title}
      description={description}
      keywords={keywords}
      article={{
        publishedTime: summary.date,
        author: summary.author,
        section,
        tags: summary.tags,
      }}
      nodes={[
        blogPostingJsonLd({
          siteUrl: site.siteUrl,
          path,
          title: summary.title,
          description,
          date: summary.date,
          author: summary.author,
          images: [shareCardPath(path), summary.image],
          category: section,
          keywords,
          language: languageTag(site.locale),
          wordCount,
        }),
      ]}
    />
  );
}

export const query = graphql`
  query BlogPost($slug: String!) {
    markdownRemark(frontmatter: { slug: { eq: $slug } }) {
      ...PostSummaryFields
      articleHtml
      wordCount {
        words
      }
      frontmatter {
        description
        keywords
      }
    }
    allMarkdownRemark {
      nodes {
        ...PostSummaryFields
      }
    }
    blogJson {
      list {
        categories {
          id
          label
        }
      }
    }
    blogPostJson {
      labels {
        by
        published
        readTime
        back {
          label
          to
        }
        morePosts
        previous
        next
        loading
      }
      share {
        heading
        twitter
        linkedin
      }
      callToAction {
        ...CallToActionFields
      }
    }
  }
`;
