import { mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import { prepareArticleHtml } from "../../src/lib/blog/article-html";
import { graphqlTemplates } from "../../src/build/graphql-source";
import { buildRssFeed, type FeedChannel } from "../../src/build/rss";
import { categoryLabel, toPostSummary } from "../../src/lib/blog/posts";

interface BlogOutputsOptions extends PluginOptions {
  siteUrl: string;
  /** Where each post's raw markdown is served: `${rawPath}/${slug}.md`. */
  rawPath: string;
  feed: Omit<FeedChannel, "siteUrl">;
}

// articleHtml: remark's html for the post, sanitised and given heading anchors, safe external
// links and scrollable tables (src/lib/blog/article-html.ts). Pages query this, never html.
export const createResolvers: GatsbyNode["createResolvers"] = (
  { createResolvers },
  options: BlogOutputsOptions,
) => {
  createResolvers({
    MarkdownRemark: {
      articleHtml: {
        type: "String!",
        resolve: async (
          ...[source, args, context, info]: Parameters<GraphQLFieldResolver<unknown, unknown>>
        ) => {
          const type = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
          const resolveHtml = type.getFields().html.resolve;
          if (!resolveHtml) throw new Error("gatsby-transformer-remark's html field is missing");
          const html: unknown = await resolveHtml(source, args, context, info);
          return prepareArticleHtml(typeof html === "string" ? html : "", options.siteUrl);
        },
      },
    },
  });
};

// The fragment every blog page selects, so that the feed and the pages read the same fields.
const BLOG_FRAGMENTS = path.resolve("src/hooks/blog-fragments.ts");

// Beside the pages: the RSS feed, and each post's raw markdown, still served at
// /content/blog-posts/{slug}.md though articles are built, not fetched (see
// docs/product.md#departures).
export const onPostBuild: GatsbyNode["onPostBuild"] = async (
  { graphql, reporter },
  options: BlogOutputsOptions,
) => {
  const fragments = graphqlTemplates(readFileSync(BLOG_FRAGMENTS, "utf8")).join("\n");
  const result = await graphql<Queries.BlogFilesQuery>(`
    query BlogFiles {
      allMarkdownRemark {
        nodes {
          rawMarkdownBody
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
    }
    ${fragments}
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the blog posts for the feed", result.errors);
    return;
  }
  const publicDir = path.resolve("public");
  const rawDir = path.join(publicDir, options.rawPath);
  mkdirSync(rawDir, { recursive: true });
  const posts = result.data.allMarkdownRemark.nodes.map((node) => ({
    summary: toPostSummary(node.frontmatter),
    body: node.rawMarkdownBody,
  }));
  for (const { summary, body } of posts) {
    if (summary.slug) writeFileSync(path.join(rawDir, `${summary.slug}.md`), body);
  }
  // The feed names each post's category as the blog shows it.
  const categories = result.data.blogJson?.list.categories ?? [];
  const feed = buildRssFeed(
    { ...options.feed, siteUrl: options.siteUrl },
    posts.map(({ summary }) => ({
      ...summary,
      category: categoryLabel(categories, summary.category),
    })),
  );
  writeFileSync(path.join(publicDir, options.feed.feedPath), feed);
};
