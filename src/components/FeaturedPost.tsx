import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import type { PostSummary } from "../lib/blog/posts";
import { Card } from "./Card";
import { CoverImage } from "./CoverImage";
import { Eyebrow } from "./Eyebrow";
import { LabelPill } from "./LabelPill";
import { postCover } from "./post-cover";
import { PostByline } from "./PostByline";
import { PostReadMore } from "./PostReadMore";

const HEADING_ID = "featured-post-title";

export interface FeaturedPostProps {
  /** The post, from the blog's content. */
  post: PostSummary;
  /** The post's category as shown, e.g. "AI Automation". */
  categoryLabel: string;
  /** The words every post card repeats (Read More, Coming Soon...). */
  labels: Queries.BlogListPostLabels;
}

/**
 * The blog's featured post, larger than a card, with its cover beside the words on wide screens.
 */
export function FeaturedPost({ post, categoryLabel, labels }: FeaturedPostProps) {
  return (
    <Card
      headingId={HEADING_ID}
      display="grid"
      gridTemplateColumns={{ base: "1fr", lg: "minmax(0, 7fr) minmax(0, 5fr)" }}
      p="0"
      borderRadius="3xl"
      overflow="hidden"
      boxShadow="0 16px 48px rgba(13, 16, 32, 0.08)"
    >
      <CoverImage {...postCover(post)} h={{ base: "auto", lg: "full" }} />
      <Flex direction="column" justify="center" p={{ base: "6", md: "10" }}>
        <Flex align="center" gap="3" flexWrap="wrap">
          <LabelPill>{labels.featured}</LabelPill>
          <Eyebrow as="span">{categoryLabel}</Eyebrow>
        </Flex>
        <Heading as="h2" id={HEADING_ID} size="xl" mt="4">
          {post.title}
        </Heading>
        <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" mt="4">
          {post.excerpt}
        </Text>
        <PostByline post={post} labels={labels} mt="5" />
        <Box mt="8">
          <PostReadMore post={post} labels={labels} prominent />
        </Box>
      </Flex>
    </Card>
  );
}
