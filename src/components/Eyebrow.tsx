import { Text, type TextProps } from "@chakra-ui/react";

/** The small uppercase line above a heading that says what the section is about. */
export function Eyebrow({
  inverted = false,
  ...rest
}: TextProps & {
  /** Light, for a dark band. */
  inverted?: boolean;
}) {
  return (
    <Text
      fontSize="sm"
      fontWeight="semibold"
      color={inverted ? "brand.200" : "brand.fg"}
      letterSpacing="0.06em"
      textTransform="uppercase"
      {...rest}
    />
  );
}
