import { Box, Heading, Text } from "@chakra-ui/react";
import { Eyebrow } from "./Eyebrow";

export interface SectionHeaderProps {
  /** The h2's id, which the section's aria-labelledby points to. */
  headingId: string;
  /** Eyebrow, heading and introduction. */
  copy: Queries.SectionCopy;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
  /** Centred rather than left-aligned. */
  centred?: boolean;
}

/** A section's eyebrow, h2 and introduction. */
export function SectionHeader({
  headingId,
  copy,
  inverted = false,
  centred = false,
}: SectionHeaderProps) {
  return (
    <Box textAlign={centred ? "center" : undefined} maxW="3xl" mx={centred ? "auto" : undefined}>
      {copy.eyebrow && (
        <Eyebrow inverted={inverted} mb="2">
          {copy.eyebrow}
        </Eyebrow>
      )}
      <Heading as="h2" id={headingId} size="xl">
        {copy.heading}
      </Heading>
      {copy.intro && (
        <Text mt="4" fontSize="lg" color={inverted ? "fg.invertedMuted" : "fg.muted"}>
          {copy.intro}
        </Text>
      )}
    </Box>
  );
}
