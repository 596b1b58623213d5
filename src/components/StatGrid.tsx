import { Box, Grid, Text } from "@chakra-ui/react";

export interface StatGridProps {
  /** The figures, each a value and its label. */
  stats: readonly Queries.Stat[];
  /** On a dark band the figures turn light. */
  inverted?: boolean;
}

/** Headline figures, as a description list: the label describes the figure above it. */
export function StatGrid({ stats, inverted = false }: StatGridProps) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: "repeat(2, 1fr)", lg: `repeat(${Math.min(stats.length, 4)}, 1fr)` }}
      gap={{ base: "4", md: "6" }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          display="flex"
          flexDirection="column-reverse"
          p={{ base: "4", md: "6" }}
          borderRadius="2xl"
          borderWidth="1px"
          borderColor={inverted ? "border.inverted" : "border"}
          bg={inverted ? "whiteAlpha.50" : "bg"}
        >
          <Text as="dt" mt="1" fontSize="sm" color={inverted ? "fg.invertedMuted" : "fg.muted"}>
            {stat.label}
          </Text>
          <Text
            as="dd"
            fontFamily="heading"
            fontWeight="bold"
            fontSize={{ base: "2xl", md: "4xl" }}
            lineHeight="1.1"
            color={inverted ? "fg.inverted" : "brand.fg"}
          >
            {stat.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
