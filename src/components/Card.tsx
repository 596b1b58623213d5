import { Box, type BoxProps } from "@chakra-ui/react";

export type CardProps = BoxProps & {
  /** The id of the card's heading, which names the card (aria-labelledby). */
  headingId: string;
  /** Drawn with the brand's border, e.g. the most popular plan. */
  highlighted?: boolean;
};

/** A bordered <article> named by its heading: the frame every card on the service pages shares. */
export function Card({ headingId, highlighted = false, children, ...rest }: CardProps) {
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      display="flex"
      flexDirection="column"
      p={{ base: "6", md: "8" }}
      borderRadius="2xl"
      borderWidth={highlighted ? "2px" : "1px"}
      borderColor={highlighted ? "brand.solid" : "border"}
      bg="bg"
      {...rest}
    >
      {children}
    </Box>
  );
}
