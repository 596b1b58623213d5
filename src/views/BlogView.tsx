import { Box, Container } from "@chakra-ui/react";
import { BlogList } from "../components/BlogList";
import { BlogNewsletter, type BlogNewsletterContent } from "../components/BlogNewsletter";
import { PageHero } from "../components/PageHero";
import { TextLink } from "../components/TextLink";
import { IslandMark } from "../components/IslandMark";
import type { PostSummary } from "../lib/blog/posts";

export interface BlogViewProps {
  /** The blog's posts, categories and words. */
  content: NonNullable<Queries.BlogPageQuery["blogJson"]>;
  /** Every post, newest first. */
  posts: readonly PostSummary[];
  /** The newsletter box's words and the forms' notices. */
  forms: NonNullable<Queries.BlogPageQuery["formsJson"]>;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Where the RSS feed is served (site metadata), if the site has one. */
  feedPath: string | null;
}

/**
 * The blog page: the list of posts with its search and category chips, and the newsletter box. The
 * search (?q=) and the category (?category=) live in the URL, so a filtered list can be shared; a
 * category the content does not know shows every post. On the kept page (src/lib/kept-pages.ts)
 * the list is its DOM code's and the newsletter box an island.
 */
export function BlogView({ content, posts, forms, contactEmail, feedPath }: BlogViewProps) {
  const newsletter: BlogNewsletterContent = {
    copy: forms.blogNewsletter,
    notices: forms.notices,
    contactEmail,
  };

  return (
    <>
      <PageHero content={content.hero}>
        {feedPath && (
          <Box mt="6">
            {/* The feed is a file, not a Gatsby page: a plain link, no router. */}
            <TextLink href={feedPath} type="application/rss+xml" variant="underline">
              {content.feed.label}
            </TextLink>
          </Box>
        )}
      </PageHero>
      <Container py={{ base: "12", md: "16" }}>
        <BlogList posts={posts} copy={content.list} />
      </Container>
      <Container maxW="3xl" pb={{ base: "12", md: "16" }}>
        <IslandMark name="blog-newsletter" props={newsletter}>
          <BlogNewsletter {...newsletter} />
        </IslandMark>
      </Container>
    </>
  );
}
