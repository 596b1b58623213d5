import { Box, Container } from "@chakra-ui/react";
import { Suspense } from "react";
import { ArticleBody } from "../components/ArticleBody";
import { CallToAction } from "../components/CallToAction";
import { PostHeader } from "../components/PostHeader";
import { PostNavigation } from "../components/PostNavigation";
import { ShareButtons } from "../components/ShareButtons";
import type { AdjacentPosts, PostSummary } from "../lib/blog/posts";

const TITLE_ID = "post-title";

export interface PostViewProps {
  /** The post, with its slug. */
  post: PostSummary & { slug: string };
  /** The article as the build rendered it (MarkdownRemark.articleHtml). */
  html: string;
  /** The post's absolute canonical URL, for the share links. */
  url: string;
  /** The older and newer posts, for the links at the end. */
  adjacent: AdjacentPosts;
  /** The label of the post's category. */
  category: string;
  /** The post page's own words (share, call to action, more posts). */
  content: NonNullable<Queries.BlogPostQuery["blogPostJson"]>;
}

/** A blog post's page: the article with its byline and share links, then where to go next. */
export function PostView({ post, html, url, adjacent, category, content }: PostViewProps) {
  const share = { title: post.title, url, slug: post.slug, labels: content.share };
  return (
    <>
      <Box as="article" aria-labelledby={TITLE_ID}>
        <PostHeader post={post} category={category} labels={content.labels} headingId={TITLE_ID} />
        <Container maxW="4xl" pt="8" pb={{ base: "12", md: "16" }}>
          <ShareButtons {...share} />
          {/* Boundaries that never suspend: the article and what follows it hydrate in separate,
              shorter tasks (as SiteShell explains). */}
          <Suspense>
            <ArticleBody html={html} mt={{ base: "10", md: "12" }} />
          </Suspense>
          <ShareButtons
            {...share}
            mt={{ base: "12", md: "16" }}
            pt="8"
            borderTopWidth="1px"
            borderColor="border"
          />
        </Container>
      </Box>
      <Suspense>
        {(adjacent.previous || adjacent.next) && (
          <Container maxW="4xl" pb={{ base: "14", md: "20" }}>
            <PostNavigation {...adjacent} labels={content.labels} />
          </Container>
        )}
        <CallToAction id="post-cta" content={content.callToAction} />
      </Suspense>
    </>
  );
}
