import { Box, Grid, Heading, Text } from "@chakra-ui/react";
import { Icon } from "./Icon";

/** The rules the studio works by, as a numbered list of short cards. */
export function Principles({
  principles,
}: {
  /** The principles, in order. */
  principles: readonly Queries.AboutPrinciple[];
}) {
  return (
    <Grid
      as="ol"
      listStyleType="none"
      templateColumns={{ base: "1fr", md: "repeat(2, 1fr)" }}
      gap="6"
    >
      {principles.map((principle) => (
        <Box as="li" key={principle.title} display="flex" gap="4">
          <Box color="accent.700" mt="1">
            <Icon name="check" boxSize="6" />
          </Box>
          <Box>
            <Heading as="h3" size="md">
              {principle.title}
            </Heading>
            <Text color="fg.muted" mt="2">
              {principle.text}
            </Text>
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
