import { Box, Heading, Text } from "@chakra-ui/react";
import { Button } from "./Button";

export interface BlogEmptyStateProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.BlogListEmptyCopy;
  /** Clears the search and the category. */
  onReset: () => void;
}

/** What the blog shows when no post matches the search and category. */
export function BlogEmptyState({ copy, onReset }: BlogEmptyStateProps) {
  return (
    <Box
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
      <Button mt="6" onClick={onReset}>
        {copy.reset}
      </Button>
    </Box>
  );
}
