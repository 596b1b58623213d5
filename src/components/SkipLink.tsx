import { chakra } from "@chakra-ui/react";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element on every page: jumps past the header to the main content. */
export function SkipLink({
  label = "Skip to main content",
}: {
  /** The link's words. */
  label?: string;
}) {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipLink"
      px="4"
      py="2"
      borderRadius="md"
      bg="ink.950"
      color="white"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{
        transform: "translateY(0)",
        outline: "2px solid",
        outlineColor: "brand.300",
      }}
    >
      {label}
    </chakra.a>
  );
}
