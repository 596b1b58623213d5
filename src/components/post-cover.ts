import type { PostSummary } from "../lib/blog/posts";

/** The cover's intrinsic size (content/blog covers are 1200x630), so it keeps its place loading. */
export const COVER_SIZE = { width: 1200, height: 630 } as const;

/**
 * A post's cover (CoverImage's props) at its intrinsic size, so nothing moves while it loads.
 * The title beside it says what the cover shows, so the image itself is decorative.
 */
export const postCover = (post: Pick<PostSummary, "image">) =>
  ({
    src: post.image,
    alt: "",
    htmlWidth: COVER_SIZE.width,
    htmlHeight: COVER_SIZE.height,
    w: "full",
    h: "auto",
    bg: "bg.subtle",
  }) as const;
