import { Box, Container, Grid, Heading, Text } from "@chakra-ui/react";
import { PageHero } from "../components/PageHero";
import type { PageIntroContent } from "../lib/content";

/** A route's introduction: eyebrow, heading, intro, calls to action and anchored sections. */
export function PageIntroView({ content }: { content: PageIntroContent }) {
  return (
    <>
      <PageHero content={content} />
      {content.sections.length > 0 && (
        <Container py={{ base: "12", md: "16" }}>
          <Grid
            templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
            gap="6"
          >
            {content.sections.map((section) => (
              <Box
                as="section"
                key={section.anchor}
                id={section.anchor}
                aria-labelledby={`${section.anchor}-heading`}
                p="6"
                borderWidth="1px"
                borderColor="border"
                borderRadius="2xl"
              >
                <Heading as="h2" size="md" id={`${section.anchor}-heading`}>
                  {section.heading}
                </Heading>
                <Text mt="2" color="fg.muted">
                  {section.text}
                </Text>
              </Box>
            ))}
          </Grid>
        </Container>
      )}
    </>
  );
}
