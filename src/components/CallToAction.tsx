import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ActionButtons } from "./ActionButtons";

export interface CallToActionProps {
  /** Names the band (aria-labelledby). */
  id: string;
  /** Heading, text and buttons of the band, from content. */
  content: Queries.CallToActionCopy;
  /** Shown under the text, e.g. the lead form. */
  children?: ReactNode;
}

/** A page's closing call to action, on the dark band. */
export function CallToAction({ id, content, children }: CallToActionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      bg="bg.inverted"
      color="fg.inverted"
      py={{ base: "14", md: "20" }}
    >
      <Container maxW="4xl" textAlign="center">
        <Heading as="h2" id={headingId} size="xl">
          {content.heading}
        </Heading>
        <Text mt="4" fontSize="lg" color="fg.invertedMuted" maxW="2xl" mx="auto">
          {content.text}
        </Text>
        <ActionButtons actions={content.actions} inverted justify="center" mt="8" />
        {children && (
          <Box mt="10" textAlign="start">
            {children}
          </Box>
        )}
      </Container>
    </Box>
  );
}
