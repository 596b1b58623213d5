// How the blog list's built HTML tells its DOM code what is what (src/browser/behaviours/blog-filters.ts).
import type { FilterablePost, PostSummary, ResultsCopy } from "./posts";

/**
 * The query parameters that keep the search and the category, so a filtered list can be shared;
 * the search box's name is the first, so that without a script it sends the same.
 */
export const BLOG_QUERY_PARAM = "q";
export const BLOG_CATEGORY_PARAM = "category";

/** The list's root, holding what filtering needs as JSON (BlogFilterData). */
export const BLOG_FILTERS_ATTRIBUTE = "data-blog-filters";
/** A category chip, its value the category's id. */
export const BLOG_CATEGORY_ATTRIBUTE = "data-blog-category";
/** A card's item in the grid, its value the post's id. */
export const BLOG_POST_ATTRIBUTE = "data-blog-post";
/** The featured post, shown on its own while nothing narrows the list. */
export const BLOG_FEATURED_ATTRIBUTE = "data-blog-featured";
/** The grid of cards, and the empty state shown instead when nothing matches. */
export const BLOG_GRID_ATTRIBUTE = "data-blog-grid";
export const BLOG_EMPTY_ATTRIBUTE = "data-blog-empty";
/** The empty state's button that clears the search and the category. */
export const BLOG_RESET_ATTRIBUTE = "data-blog-reset";

/** A post as filtering and the count line read it. */
export type ListedPost = FilterablePost & Pick<PostSummary, "id" | "slug" | "featured">;

export interface BlogFilterData {
  posts: ListedPost[];
  copy: ResultsCopy;
}

/** A post's fields as the list writes them, and nothing else. */
export function listedPost(post: PostSummary): ListedPost {
  const { id, slug, featured, category, title, excerpt, tags } = post;
  return { id, slug, featured, category, title, excerpt, tags };
}

const isString = (value: unknown): value is string => typeof value === "string";

function isListedPost(value: unknown): value is ListedPost {
  if (typeof value !== "object" || value === null) return false;
  const post: Partial<Record<keyof ListedPost, unknown>> = value;
  return (
    typeof post.id === "number" &&
    (post.slug === null || isString(post.slug)) &&
    typeof post.featured === "boolean" &&
    isString(post.category) &&
    isString(post.title) &&
    isString(post.excerpt) &&
    Array.isArray(post.tags) &&
    post.tags.every(isString)
  );
}

/** Whether a parsed BLOG_FILTERS_ATTRIBUTE holds what the list's DOM code reads. */
export function isBlogFilterData(value: unknown): value is BlogFilterData {
  if (typeof value !== "object" || value === null) return false;
  const data: Partial<Record<keyof BlogFilterData, unknown>> = value;
  const copy = data.copy;
  return (
    Array.isArray(data.posts) &&
    data.posts.every(isListedPost) &&
    typeof copy === "object" &&
    copy !== null &&
    "resultsCount" in copy &&
    isString(copy.resultsCount) &&
    "resultsComing" in copy &&
    isString(copy.resultsComing)
  );
}
