import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ActionButtons } from "./ActionButtons";
import { Eyebrow } from "./Eyebrow";

export const PAGE_HEADING_ID = "page-heading";

/** The opening of a page: eyebrow, the page's one h1, its introduction and calls to action. */
export function PageHero({
  content,
  children,
}: {
  /** Eyebrow, heading, introduction and buttons, from content. */
  content: Queries.HeroCopy;
  /** Shown under the calls to action, e.g. headline figures. */
  children?: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={PAGE_HEADING_ID}
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
      py={{ base: "16", md: "24" }}
    >
      <Container maxW="4xl">
        <Eyebrow>{content.eyebrow}</Eyebrow>
        <Heading as="h1" id={PAGE_HEADING_ID} size="2xl" mt="3">
          {content.heading}
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" mt="5" maxW="3xl">
          {content.intro}
        </Text>
        <ActionButtons actions={content.actions} mt="8" />
        {children}
      </Container>
    </Box>
  );
}
