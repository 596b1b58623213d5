import { Box, Grid, Text, type GridProps } from "@chakra-ui/react";

export type FactListProps = Omit<GridProps, "children"> & {
  /** The figures, each a label and its value. */
  facts: readonly Queries.Stat[];
};

/** A card's key figures as a description list: each label above its value. */
export function FactList({ facts, ...rest }: FactListProps) {
  return (
    <Grid as="dl" gap="3" {...rest}>
      {facts.map((fact) => (
        <Box key={fact.label} p="3" borderRadius="xl" bg="bg.subtle">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {fact.label}
          </Text>
          <Text as="dd" fontFamily="heading" fontWeight="bold" fontSize="lg" color="brand.fg">
            {fact.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
