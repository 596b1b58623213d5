import { Box, Heading, Text } from "@chakra-ui/react";
import { BLOG_EMPTY_ATTRIBUTE, BLOG_RESET_ATTRIBUTE } from "../lib/blog/list-marks";
import { Button } from "./Button";

export interface BlogEmptyStateProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.BlogListEmptyCopy;
  /** Whether it stands hidden in the list, until nothing matches. */
  hidden?: boolean;
}

/**
 * What the blog shows when no post matches the search and category. Its button clears both (the
 * blog list's DOM code).
 */
export function BlogEmptyState({ copy, hidden }: BlogEmptyStateProps) {
  return (
    <Box
      hidden={hidden}
      {...{ [BLOG_EMPTY_ATTRIBUTE]: "" }}
      textAlign="center"
      py="12"
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="2xl"
      bg="bg.subtle"
    >
      <Heading as="h3" size="md">
        {copy.heading}
      </Heading>
      <Text color="fg.muted" mt="2" maxW="xl" mx="auto">
        {copy.text}
      </Text>
      <Button mt="6" {...{ [BLOG_RESET_ATTRIBUTE]: "" }}>
        {copy.reset}
      </Button>
    </Box>
  );
}
