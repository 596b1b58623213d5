import { Box, Container } from "@chakra-ui/react";
import { BlogList } from "../components/BlogList";
import { NewsletterForm } from "../components/NewsletterForm";
import { PageHero } from "../components/PageHero";
import { TextLink } from "../components/TextLink";
import { useQueryParam } from "../hooks/use-query-param";
import { ALL_CATEGORIES, type PostSummary } from "../lib/blog/posts";
import { submitBlogNewsletter } from "../browser/leads/lazy-submissions";

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
 * category the content does not know shows every post.
 */
export function BlogView({ content, posts, forms, contactEmail, feedPath }: BlogViewProps) {
  const [query, setQuery] = useQueryParam("q");
  const [categoryParam, setCategoryParam] = useQueryParam("category");
  const known = content.list.categories.some((entry) => entry.id === categoryParam);
  const category = known ? categoryParam : ALL_CATEGORIES;

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
        <BlogList
          posts={posts}
          copy={content.list}
          query={query}
          category={category}
          onQueryChange={setQuery}
          onCategoryChange={(id) => setCategoryParam(id === ALL_CATEGORIES ? "" : id)}
        />
      </Container>
      <Container maxW="3xl" pb={{ base: "12", md: "16" }}>
        <NewsletterForm
          formId="blog-newsletter"
          boxed
          copy={forms.blogNewsletter}
          notices={forms.notices}
          confirmNote={forms.notices.confirmSubscription}
          contactEmail={contactEmail}
          subscribe={submitBlogNewsletter}
        />
      </Container>
    </>
  );
}
