import { chakra } from "@chakra-ui/react";
import { postPath, type PostSummary } from "../lib/blog/posts";
import { ArrowLink } from "./ArrowLink";
import { Button } from "./Button";
import { LinkButton } from "./LinkButton";

export interface PostReadMoreProps {
  /** The post's slug (none: not published yet) and title. */
  post: Pick<PostSummary, "slug" | "title">;
  /** Read More and Coming Soon. */
  labels: Pick<Queries.BlogListPostLabels, "readMore" | "comingSoon">;
  /** A solid button (the featured post) rather than an arrow link (a card). */
  prominent?: boolean;
  /** The link covers its card (the nearest positioned ancestor), so a click anywhere opens it. */
  stretched?: boolean;
}

/**
 * A blog card's 'Read More' link to the post, or a disabled 'Coming Soon' when the post has no page
 * yet. Both name the post's title too, so that a list of them makes sense out of context.
 */
export function PostReadMore({
  post,
  labels,
  prominent = false,
  stretched = false,
}: PostReadMoreProps) {
  const title = <chakra.span srOnly>: {post.title}</chakra.span>;
  if (post.slug === null) {
    // aria-disabled rather than disabled: it stays in the tab order, so it is found and announced.
    return (
      <Button variant="outline" colorPalette="ink" size="sm" aria-disabled>
        {labels.comingSoon}
        {title}
      </Button>
    );
  }
  const Link = prominent ? LinkButton : ArrowLink;
  return (
    <Link
      to={postPath(post.slug)}
      _after={stretched ? { content: '""', position: "absolute", inset: "0" } : undefined}
    >
      {labels.readMore}
      {title}
    </Link>
  );
}
