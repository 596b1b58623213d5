import { fillTemplate } from "../fill-template";
import { matchTerm, normaliseText, queryTerms } from "../text-match";

/** A post's frontmatter as the PostSummaryFields fragment selects it (src/hooks/blog-fragments.ts). */
export type PostFrontmatter = Queries.PostSummaryFieldsFragment["frontmatter"];

/**
 * A blog post's summary: its frontmatter, with postId as id. The date is YYYY-MM-DD, the image a
 * site path, and only a post with a slug has a page (the others are shown as Coming Soon).
 */
export type PostSummary = Omit<PostFrontmatter, "postId"> & { id: number };

export interface BlogCategory {
  id: string;
  label: string;
}

export interface CategoryCount extends BlogCategory {
  count: number;
}

/** The label of a post's category; its id when the category is not in content. */
export function categoryLabel(categories: readonly BlogCategory[], id: string): string {
  return categories.find((category) => category.id === id)?.label ?? id;
}

/** The chip that shows every post. */
export const ALL_CATEGORIES = "all";

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/**
 * The chips: "all" with every post, then each category in content order with the number of posts
 * that really are in it. Counts are computed, never typed in.
 */
export function countCategories(
  posts: readonly PostSummary[],
  categories: readonly BlogCategory[],
  allLabel: string,
): CategoryCount[] {
  return [
    { id: ALL_CATEGORIES, label: allLabel, count: posts.length },
    ...categories.map((category) => ({
      ...category,
      count: posts.filter((post) => post.category === category.id).length,
    })),
  ];
}

/** What filtering reads of a post: its category, and the words a search is matched against. */
export type FilterablePost = Pick<PostSummary, "category" | "title" | "excerpt" | "tags">;

/** Whether every term of the query is found in the post's title, excerpt or tags. */
export function matchesQuery(post: FilterablePost, query: string): boolean {
  const text = normaliseText([post.title, post.excerpt, ...post.tags].join(" "));
  return queryTerms(query).every((term) => matchTerm(text, term) !== null);
}

export interface PostFilters {
  query: string;
  category: string;
}

/** The posts in the chosen category (or all) that match the query, in their given order. */
export function filterPosts<P extends FilterablePost>(
  posts: readonly P[],
  filters: PostFilters,
): P[] {
  return posts.filter(
    (post) =>
      (filters.category === ALL_CATEGORIES || post.category === filters.category) &&
      matchesQuery(post, filters.query),
  );
}

/**
 * Newest first; equal dates by id, so the order never depends on file order. ISO dates sort as
 * plain strings: localeCompare would load a collator while a blog page hydrates.
 */
export function byNewest(a: PostSummary, b: PostSummary): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id - b.id;
}

/** How many of these posts can be read now and how many are still to come (no page yet). */
export function publishedAndComing(posts: readonly Pick<PostSummary, "slug">[]): {
  published: number;
  coming: number;
} {
  const published = posts.filter((post) => post.slug !== null).length;
  return { published, coming: posts.length - published };
}

/** The words of the blog list's count line, from content. */
export interface ResultsCopy {
  resultsCount: string;
  resultsComing: string;
}

/** "Showing 6 of 6 articles: 3 to read, 3 coming soon": the posts on show, readable and not. */
export function resultsLine(
  copy: ResultsCopy,
  results: readonly Pick<PostSummary, "slug">[],
  total: number,
): string {
  const { published, coming } = publishedAndComing(results);
  const line = fillTemplate(copy.resultsCount, { shown: results.length, total, published });
  return coming ? line + fillTemplate(copy.resultsComing, { coming }) : line;
}

export interface AdjacentPosts {
  /** The next older post that has a page. */
  previous: PostSummary | null;
  /** The next newer post that has a page. */
  next: PostSummary | null;
}

/** The neighbours of a post among the posts that have a page, by date. */
export function adjacentPosts(posts: readonly PostSummary[], slug: string): AdjacentPosts {
  const published = posts.filter((post) => post.slug !== null).sort(byNewest);
  const index = published.findIndex((post) => post.slug === slug);
  if (index === -1) return { previous: null, next: null };
  return { previous: published[index + 1] ?? null, next: published[index - 1] ?? null };
}

/** What a post's byline shows: its date and read time only once it has a page. */
export interface BylineFacts {
  author: string;
  published: { date: string; readTime: string } | null;
}

/**
 * A Coming Soon post (no page yet) names only its author: it has no publication date and no
 * article to time yet (docs/product.md#blog).
 */
export function bylineFacts(
  post: Pick<PostSummary, "author" | "date" | "readTime" | "slug">,
): BylineFacts {
  return {
    author: post.author,
    published: post.slug === null ? null : { date: post.date, readTime: post.readTime },
  };
}

export function toPostSummary({ postId, ...fields }: PostFrontmatter): PostSummary {
  return { id: postId, ...fields };
}
