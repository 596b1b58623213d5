// Shape of the words around a blog post's article (content/data/blog-post.json), as the post page
// receives them.
import type { BlogCategory } from "./blog/posts";
import type { ShareNetwork } from "./blog/share";
import type { CallToActionContent, NavItem } from "./content";

/** The byline's labels, the way back to the blog and the neighbours' labels. */
export interface PostLabels {
  /** Before the author: "By". */
  by: string;
  /** Names the date for assistive technology. */
  published: string;
  /** Names the read time for assistive technology. */
  readTime: string;
  back: NavItem;
  /** Names the previous/next navigation. */
  morePosts: string;
  previous: string;
  next: string;
  /** What the skeleton says while the page is deciding where to go. */
  loading: string;
}

/** The share group's heading and one button label per network. */
export type ShareLabels = Record<ShareNetwork, string> & { heading: string };

export interface BlogPostContent {
  categories: readonly BlogCategory[];
  labels: PostLabels;
  share: ShareLabels;
  callToAction: CallToActionContent;
}

/** The label of a post's category; its id when the category is not in content. */
export function categoryLabel(categories: readonly BlogCategory[], id: string): string {
  return categories.find((category) => category.id === id)?.label ?? id;
}
