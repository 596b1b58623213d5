import { Box, Container, Heading, Text, chakra } from "@chakra-ui/react";
import { describeError } from "../lib/describe-error";

export const ERROR_SCREEN_TITLE = "Unexpected Application Error!";

/** Shown when rendering a page throws: the status or message, and a way home. */
export function ErrorScreen({
  error,
}: {
  /** What was thrown: a response's status or an error's message is shown. */
  error: unknown;
}) {
  return (
    <Container py={{ base: "16", md: "24" }} maxW="3xl">
      <Box role="alert">
        <Heading as="h1" size="xl">
          {ERROR_SCREEN_TITLE}
        </Heading>
        <chakra.pre
          mt="4"
          p="4"
          borderRadius="lg"
          bg="bg.muted"
          fontFamily="mono"
          fontSize="sm"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
        >
          {describeError(error)}
        </chakra.pre>
      </Box>
      <Text mt="6" color="fg.muted">
        Please reload the page. If it keeps happening, go back to the{" "}
        <chakra.a href="/" color="brand.fg" textDecoration="underline">
          home page
        </chakra.a>
        .
      </Text>
    </Container>
  );
}
