import { Grid, type GridProps } from "@chakra-ui/react";

export type CardGridProps = GridProps & {
  /** How many cards sit side by side on wide screens; phones show one per row. */
  columns: number;
};

/** Cards in equal columns from the large breakpoint, stacked below it. */
export function CardGrid({ columns, ...rest }: CardGridProps) {
  return (
    <Grid
      templateColumns={{ base: "1fr", lg: `repeat(${columns}, minmax(0, 1fr))` }}
      gap="6"
      {...rest}
    />
  );
}
