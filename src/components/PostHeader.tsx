import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { PostSummary } from "../lib/blog/posts";
import { CoverImage } from "./CoverImage";
import { Eyebrow } from "./Eyebrow";
import { Icon } from "./Icon";
import { PostByline } from "./PostByline";
import { postCover } from "./post-cover";

// The skeleton stands in for this header and takes the cover's size from here, so that webpack
// keeps what the blog, its posts and the skeleton share in one chunk. Taken from post-cover, the
// byline and its kin were copied into the blog's and the posts' chunks.
export { COVER_SIZE } from "./post-cover";
import { SiteLink } from "./SiteLink";

export interface PostHeaderProps {
  /** The post, from the blog's content. */
  post: PostSummary;
  /** The label of the post's category. */
  category: string;
  /** The words the header repeats for every post. */
  labels: Queries.BlogPostLabels;
  /** The h1's id, which names the article. */
  headingId: string;
}

/** The top of a post: the way back to the blog, category, title (the page's h1), excerpt, byline
 * and cover. */
export function PostHeader({ post, category, labels, headingId }: PostHeaderProps) {
  return (
    <Box
      as="header"
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
      pt={{ base: "8", md: "12" }}
    >
      <Container maxW="4xl">
        <SiteLink to={labels.back.to} fontSize="sm" fontWeight="semibold" color="brand.fg">
          <Icon name="chevronLeft" boxSize="4" />
          {labels.back.label}
        </SiteLink>
        <Eyebrow mt={{ base: "8", md: "10" }}>{category}</Eyebrow>
        <Heading as="h1" id={headingId} size="2xl" mt="3">
          {post.title}
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" mt="5">
          {post.excerpt}
        </Text>
        <PostByline post={post} labels={labels} mt="6" />
        <CoverImage
          {...postCover(post)}
          placement="priority"
          display="block"
          mt={{ base: "8", md: "10" }}
          borderRadius="2xl"
        />
      </Container>
    </Box>
  );
}
