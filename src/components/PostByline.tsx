import { chakra, Flex, type FlexProps } from "@chakra-ui/react";
import type { PostSummary } from "../lib/blog/posts";
import { formatLongDate } from "../lib/format";

export type PostBylineProps = Omit<FlexProps, "children"> & {
  post: Pick<PostSummary, "date" | "readTime" | "author">;
};

const Dot = () => <chakra.span aria-hidden="true">·</chakra.span>;

/** When a post was published (en-GB long date), how long it takes to read and who wrote it. */
export function PostByline({ post, ...rest }: PostBylineProps) {
  return (
    <Flex as="p" flexWrap="wrap" columnGap="2" fontSize="sm" color="fg.muted" {...rest}>
      <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      <Dot />
      <span>{post.readTime}</span>
      <Dot />
      <span>{post.author}</span>
    </Flex>
  );
}
