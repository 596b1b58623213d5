import { Box, Grid, Text } from "@chakra-ui/react";
import { FIGURE_ATTRIBUTE } from "../lib/tools/calculator-results";

export interface ResultFigure {
  /** Stable key (the output's name). */
  id: string;
  label: string;
  /** Already formatted, e.g. "£312.50". */
  value: string;
}

export interface ResultFiguresProps {
  /** The figures, each a label and value. */
  figures: readonly ResultFigure[];
  /** Columns from a tablet up (two on a phone). */
  columns?: 2 | 3 | 4;
  /** Larger, tinted figures: the headline results. */
  emphasised?: boolean;
}

/** A calculator's outputs as a description list: each label describes the figure shown above it. */
export function ResultFigures({ figures, columns = 2, emphasised = false }: ResultFiguresProps) {
  return (
    <Grid
      as="dl"
      templateColumns={{
        base: "repeat(2, minmax(0, 1fr))",
        md: `repeat(${columns}, minmax(0, 1fr))`,
      }}
      gap="3"
    >
      {figures.map((figure) => (
        <Box
          key={figure.id}
          display="flex"
          flexDirection="column-reverse"
          justifyContent="flex-end"
          p="4"
          borderRadius="xl"
          bg={emphasised ? "brand.subtle" : "bg.subtle"}
          // On a phone's two columns, an odd one out takes the whole row.
          css={{ "&:last-child:nth-child(odd)": { gridColumn: { base: "1 / -1", md: "auto" } } }}
        >
          <Text as="dt" mt="1" fontSize="sm" color="fg.muted">
            {figure.label}
          </Text>
          <Text
            as="dd"
            fontFamily="heading"
            fontWeight="bold"
            fontSize={emphasised ? { base: "xl", md: "2xl" } : "xl"}
            lineHeight="1.2"
            fontVariantNumeric="tabular-nums"
            overflowWrap="anywhere"
            color={emphasised ? "brand.fg" : "fg"}
            {...{ [FIGURE_ATTRIBUTE]: figure.id }}
          >
            {figure.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
