import { Grid, Text } from "@chakra-ui/react";
import { postPath, type AdjacentPosts, type PostSummary } from "../lib/blog/posts";
import { Icon } from "./Icon";
import { SiteLink } from "./SiteLink";

export interface PostNavigationProps extends AdjacentPosts {
  /** The section's heading and the older/newer words. */
  labels: Pick<Queries.BlogPostLabels, "morePosts" | "previous" | "next">;
}

function NeighbourLink({
  post,
  label,
  rel,
}: {
  post: PostSummary;
  label: string;
  rel: "prev" | "next";
}) {
  const next = rel === "next";
  return (
    <SiteLink
      to={postPath(post.slug ?? "")}
      rel={rel}
      display="flex"
      flexDirection="column"
      alignItems={next ? "flex-end" : "flex-start"}
      gap="1"
      gridColumn={next ? { md: "2" } : undefined}
      textAlign={next ? "end" : "start"}
      p="5"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      _hover={{ borderColor: "brand.solid", bg: "brand.subtle" }}
    >
      <Text
        as="span"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontSize="sm"
        color="fg.muted"
      >
        {!next && <Icon name="chevronLeft" boxSize="4" />}
        {label}
        {next && <Icon name="chevronRight" boxSize="4" />}
      </Text>
      <Text as="span" fontWeight="semibold" color="fg" lineHeight="1.4">
        {post.title}
      </Text>
    </SiteLink>
  );
}

/** The posts either side of this one by date: the older one first (rel="prev"), then the newer. */
export function PostNavigation({ previous, next, labels }: PostNavigationProps) {
  if (!previous && !next) return null;
  return (
    <Grid as="nav" aria-label={labels.morePosts} templateColumns={{ md: "1fr 1fr" }} gap="4">
      {previous && <NeighbourLink post={previous} label={labels.previous} rel="prev" />}
      {next && <NeighbourLink post={next} label={labels.next} rel="next" />}
    </Grid>
  );
}
