import { Box, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useMemo, useRef } from "react";
import {
  ALL_CATEGORIES,
  categoryLabel,
  countCategories,
  filterPosts,
  publishedAndComing,
  type PostSummary,
} from "../lib/blog/posts";
import { fillTemplate } from "../lib/fill-template";
import { BlogEmptyState } from "./BlogEmptyState";
import { BlogSearch } from "./BlogSearch";
import { CategoryChips } from "./CategoryChips";
import { FeaturedPost } from "./FeaturedPost";
import { PostCard } from "./PostCard";

const GRID_HEADING_ID = "blog-posts-heading";

/** "Showing 6 of 6 articles: 3 to read, 3 coming soon": the posts on show, readable and not. */
export function resultsLine(
  copy: { resultsCount: string; resultsComing: string },
  results: readonly Pick<PostSummary, "slug">[],
  total: number,
): string {
  const { published, coming } = publishedAndComing(results);
  const line = fillTemplate(copy.resultsCount, { shown: results.length, total, published });
  return coming ? line + fillTemplate(copy.resultsComing, { coming }) : line;
}

export interface BlogListProps {
  /** Every post, in the order the grid shows them (newest first). */
  posts: readonly PostSummary[];
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.BlogListCopy;
  /** The search text; posts whose title, excerpt or tags match it are listed. */
  query: string;
  /** A category id, or ALL_CATEGORIES. */
  category: string;
  /** Called with the new search text as the visitor types. */
  onQueryChange: (query: string) => void;
  /** Called with the category id the visitor picks. */
  onCategoryChange: (category: string) => void;
}

/**
 * The blog's list: search, category chips, the featured post and a grid of the others. While a
 * search or a category narrows the list, the featured post is one of the results like any other (in
 * the grid if it matches, gone if it does not), so the count and the grid always agree.
 */
export function BlogList({
  posts,
  copy,
  query,
  category,
  onQueryChange,
  onCategoryChange,
}: BlogListProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const chips = useMemo(
    () => countCategories(posts, copy.categories, copy.allLabel),
    [posts, copy.categories, copy.allLabel],
  );
  const results = filterPosts(posts, { query, category });
  const narrowed = query.trim() !== "" || category !== ALL_CATEGORIES;
  const featured = narrowed ? undefined : posts.find((post) => post.featured);
  const gridPosts = results.filter((post) => post !== featured);

  const reset = () => {
    onQueryChange("");
    onCategoryChange(ALL_CATEGORIES);
    // The reset button goes with the empty state; the search box is where to carry on.
    searchRef.current?.focus();
  };

  return (
    <Stack gap={{ base: "10", md: "14" }}>
      <Flex direction={{ base: "column", lg: "row" }} align={{ lg: "flex-end" }} gap="6">
        <Box w={{ lg: "xs" }} flexShrink={0}>
          <BlogSearch
            copy={copy.search}
            value={query}
            onChange={onQueryChange}
            inputRef={searchRef}
          />
        </Box>
        <CategoryChips
          label={copy.categoriesLabel}
          categories={chips}
          selected={category}
          onSelect={onCategoryChange}
        />
      </Flex>
      {featured && (
        <FeaturedPost
          post={featured}
          categoryLabel={categoryLabel(copy.categories, featured.category)}
          labels={copy.labels}
        />
      )}
      <Box as="section" aria-labelledby={GRID_HEADING_ID}>
        <Flex justify="space-between" align="baseline" flexWrap="wrap" gap="2" mb="6">
          <Heading as="h2" id={GRID_HEADING_ID} size="lg">
            {copy.gridHeading}
          </Heading>
          <Text role="status" color="fg.muted" fontSize="sm">
            {resultsLine(copy, results, posts.length)}
          </Text>
        </Flex>
        {results.length === 0 ? (
          <BlogEmptyState copy={copy.empty} onReset={reset} />
        ) : (
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
            gap="6"
          >
            {gridPosts.map((post) => (
              <Box as="li" key={post.id} display="grid">
                <PostCard
                  post={post}
                  categoryLabel={categoryLabel(copy.categories, post.category)}
                  labels={copy.labels}
                />
              </Box>
            ))}
          </Grid>
        )}
      </Box>
    </Stack>
  );
}
