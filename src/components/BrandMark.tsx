import { Box, chakra } from "@chakra-ui/react";
import { Link as GatsbyLink } from "gatsby";

/** The studio's wordmark, linking home. */
export function BrandMark({
  name,
  inverted = false,
}: {
  /** The studio's name, as the wordmark spells it. */
  name: string;
  /** White, for the dark footer. */
  inverted?: boolean;
}) {
  return (
    <chakra.a
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      fontWeight="extrabold"
      fontSize="lg"
      letterSpacing="-0.03em"
      color={inverted ? "white" : "ink.950"}
      textDecoration="none"
      borderRadius="md"
      focusVisibleRing="outside"
    >
      <GatsbyLink to="/">
        <Box
          as="span"
          aria-hidden="true"
          display="grid"
          placeItems="center"
          boxSize="8"
          borderRadius="lg"
          bgGradient="to-br"
          gradientFrom="brand.500"
          gradientTo="accent.500"
          color="white"
          fontSize="md"
        >
          {name.charAt(0)}
        </Box>
        <span>{name}</span>
      </GatsbyLink>
    </chakra.a>
  );
}
