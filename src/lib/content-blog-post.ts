// Shape of the words around a blog post's article (content/data/blog-post.json), as the post page
// receives them.
import type { ShareNetwork } from "./blog/share";
import type { CallToActionContent, NavItem } from "./content";

/** The byline's labels, on a post's page and on its card. */
export interface BylineLabels {
  /** Before the author: "By". */
  by: string;
  /** Names the date for assistive technology. */
  published: string;
  /** Names the read time for assistive technology. */
  readTime: string;
}

/** The byline's labels, the way back to the blog and the neighbours' labels. */
export interface PostLabels extends BylineLabels {
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
  labels: PostLabels;
  share: ShareLabels;
  callToAction: CallToActionContent;
}
