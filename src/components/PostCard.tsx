import { Box, Heading, Text } from "@chakra-ui/react";
import type { PostSummary } from "../lib/blog/posts";
import { Card } from "./Card";
import { CoverImage } from "./CoverImage";
import { Eyebrow } from "./Eyebrow";
import { postCover } from "./post-cover";
import { PostByline } from "./PostByline";
import { PostReadMore } from "./PostReadMore";

export interface PostCardProps {
  /** The post, from the blog's content. */
  post: PostSummary;
  /** The post's category as shown. */
  categoryLabel: string;
  /** The words every post card repeats (Read More, Coming Soon...). */
  labels: Queries.BlogListPostLabels;
}

/** A post in the blog's grid: cover, category, title, excerpt, byline and 'Read More'. */
export function PostCard({ post, categoryLabel, labels }: PostCardProps) {
  const headingId = `post-${post.id}-title`;
  const published = post.slug !== null;
  return (
    <Card
      headingId={headingId}
      position="relative"
      p="0"
      overflow="hidden"
      transitionProperty="box-shadow"
      transitionDuration="0.2s"
      _hover={published ? { boxShadow: "0 12px 32px rgba(13, 16, 32, 0.1)" } : undefined}
    >
      <CoverImage {...postCover(post)} placement="lazy" />
      <Box p="6" display="flex" flexDirection="column" flex="1">
        <Eyebrow>{categoryLabel}</Eyebrow>
        <Heading as="h3" id={headingId} size="md" mt="2">
          {post.title}
        </Heading>
        <Text color="fg.muted" mt="3" flex="1">
          {post.excerpt}
        </Text>
        <PostByline post={post} labels={labels} mt="4" />
        <Box mt="5">
          <PostReadMore post={post} labels={labels} stretched />
        </Box>
      </Box>
    </Card>
  );
}
