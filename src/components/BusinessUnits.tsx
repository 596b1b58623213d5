import { Box, Grid, Heading, Text } from "@chakra-ui/react";
import { ArrowLink } from "./ArrowLink";

/** The studio's business units, each linking to its part of /services. */
export function BusinessUnits({
  units,
}: {
  /** The business units, from content, each with its /services anchor. */
  units: readonly Queries.AboutUnit[];
}) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
      gap="6"
    >
      {units.map((unit) => (
        <Box
          as="li"
          key={unit.id}
          display="flex"
          flexDirection="column"
          p="6"
          bg="bg"
          borderWidth="1px"
          borderColor="border"
          borderRadius="2xl"
        >
          <Heading as="h3" size="md">
            {unit.name}
          </Heading>
          <Text color="fg.muted" mt="2" flex="1">
            {unit.text}
          </Text>
          <ArrowLink to={unit.link.to} mt="4">
            {unit.link.label}
          </ArrowLink>
        </Box>
      ))}
    </Grid>
  );
}
