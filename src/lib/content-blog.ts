// Shapes of the blog list page's content (content/data/blog.json), as the view and its parts
// receive it. The posts themselves come from content/blog (src/lib/blog/posts.ts).
import type { BlogCategory } from "./blog/posts";
import type { HeroContent, PageMeta } from "./content";
import type { BylineLabels } from "./content-blog-post";

export interface BlogSearchCopy {
  label: string;
  placeholder: string;
}

/** The words on a post's card and on the featured post. */
export interface PostCardLabels extends BylineLabels {
  featured: string;
  readMore: string;
  comingSoon: string;
}

export interface BlogEmptyCopy {
  heading: string;
  text: string;
  /** The button that clears the search and the category. */
  reset: string;
}

export interface BlogListCopy {
  search: BlogSearchCopy;
  /** Names the group of category chips. */
  categoriesLabel: string;
  /** The chip that shows every post. */
  allLabel: string;
  /** The chips after "all", in order. Their counts are computed from the posts. */
  categories: readonly BlogCategory[];
  labels: PostCardLabels;
  gridHeading: string;
  /** "Showing {shown} of {total} articles". */
  resultsCount: string;
  empty: BlogEmptyCopy;
}

export interface BlogPageContent {
  meta: PageMeta;
  hero: HeroContent;
  list: BlogListCopy;
  feed: { label: string };
}
