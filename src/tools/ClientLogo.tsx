import { Flex } from "@chakra-ui/react";

export interface ClientLogoProps {
  /** A short monogram, e.g. "LG". */
  logo: string;
  /** lg in the client's detail, md in the grid. */
  size?: "md" | "lg";
}

/**
 * A client's monogram as a badge, standing in for a logo. Decorative: the client's name is always
 * written beside it.
 */
export function ClientLogo({ logo, size = "md" }: ClientLogoProps) {
  return (
    <Flex
      aria-hidden="true"
      align="center"
      justify="center"
      flexShrink={0}
      boxSize={size === "lg" ? "16" : "12"}
      borderRadius="xl"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.emphasized"
      color="brand.fg"
      fontFamily="heading"
      fontWeight="bold"
      fontSize={size === "lg" ? "lg" : "md"}
      letterSpacing="-0.02em"
    >
      {logo}
    </Flex>
  );
}
