import { Box, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { attachBlogFilters } from "../browser/behaviours/blog-filters";
import {
  BLOG_FEATURED_ATTRIBUTE,
  BLOG_FILTERS_ATTRIBUTE,
  BLOG_GRID_ATTRIBUTE,
  BLOG_POST_ATTRIBUTE,
  listedPost,
  type BlogFilterData,
} from "../lib/blog/list-marks";
import {
  ALL_CATEGORIES,
  categoryLabel,
  countCategories,
  resultsLine,
  type PostSummary,
} from "../lib/blog/posts";
import { BlogEmptyState } from "./BlogEmptyState";
import { BlogSearch } from "./BlogSearch";
import { CategoryChips } from "./CategoryChips";
import { FeaturedPost } from "./FeaturedPost";
import { PostCard } from "./PostCard";

const GRID_HEADING_ID = "blog-posts-heading";

export interface BlogListProps {
  /** Every post, in the order the grid shows them (newest first). */
  posts: readonly PostSummary[];
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.BlogListCopy;
}

/**
 * The blog's list: search, category chips, the featured post and a grid of the others. It is
 * drawn with nothing narrowing it, every post's card in the grid (the featured post's hidden), and
 * the empty state hidden; its DOM code filters it from the URL and as the visitor types or presses
 * a chip (src/browser/behaviours/blog-filters.ts), whether React drew it or it is the build's HTML.
 * While a search or a category narrows the list, the featured post is one of the results like any
 * other (in the grid if it matches, gone if it does not), so the count and the grid always agree.
 */
export function BlogList({ posts, copy }: BlogListProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? attachBlogFilters(root.current) : undefined), []);
  const chips = countCategories(posts, copy.categories, copy.allLabel);
  const featured = posts.find((post) => post.featured);
  const filters: BlogFilterData = {
    posts: posts.map(listedPost),
    copy: { resultsCount: copy.resultsCount, resultsComing: copy.resultsComing },
  };

  return (
    <Stack
      ref={root}
      {...{ [BLOG_FILTERS_ATTRIBUTE]: JSON.stringify(filters) }}
      gap={{ base: "10", md: "14" }}
    >
      <Flex direction={{ base: "column", lg: "row" }} align={{ lg: "flex-end" }} gap="6">
        <Box w={{ lg: "xs" }} flexShrink={0}>
          <BlogSearch copy={copy.search} />
        </Box>
        <CategoryChips label={copy.categoriesLabel} categories={chips} selected={ALL_CATEGORIES} />
      </Flex>
      {featured && (
        <Box {...{ [BLOG_FEATURED_ATTRIBUTE]: "" }}>
          <FeaturedPost
            post={featured}
            categoryLabel={categoryLabel(copy.categories, featured.category)}
            labels={copy.labels}
          />
        </Box>
      )}
      <Box as="section" aria-labelledby={GRID_HEADING_ID}>
        <Flex justify="space-between" align="baseline" flexWrap="wrap" gap="2" mb="6">
          <Heading as="h2" id={GRID_HEADING_ID} size="lg">
            {copy.gridHeading}
          </Heading>
          <Text role="status" color="fg.muted" fontSize="sm">
            {resultsLine(copy, posts, posts.length)}
          </Text>
        </Flex>
        <BlogEmptyState copy={copy.empty} hidden />
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
          gap="6"
          _hidden={{ display: "none" }}
          {...{ [BLOG_GRID_ATTRIBUTE]: "" }}
        >
          {posts.map((post) => (
            <Box
              as="li"
              key={post.id}
              display="grid"
              _hidden={{ display: "none" }}
              hidden={post === featured}
              {...{ [BLOG_POST_ATTRIBUTE]: post.id }}
            >
              <PostCard
                post={post}
                categoryLabel={categoryLabel(copy.categories, post.category)}
                labels={copy.labels}
              />
            </Box>
          ))}
        </Grid>
      </Box>
    </Stack>
  );
}
