import { Box, Container, Flex, Grid, Heading, Text } from "@chakra-ui/react";
import { LinkButton } from "../components/LinkButton";
import type { ReactNode } from "react";
import type { PageIntroContent } from "../lib/content";

/** A route's introduction: eyebrow, heading, intro, calls to action and anchored sections. */
export function PageIntroView({
  content,
  children,
}: {
  content: PageIntroContent;
  /** What the route offers below its introduction, such as a lead form. */
  children?: ReactNode;
}) {
  return (
    <>
      <Box
        as="section"
        aria-labelledby="page-heading"
        bgGradient="to-b"
        gradientFrom="brand.50"
        gradientTo="bg"
        py={{ base: "16", md: "24" }}
      >
        <Container maxW="4xl">
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="brand.fg"
            letterSpacing="0.06em"
            textTransform="uppercase"
          >
            {content.eyebrow}
          </Text>
          <Heading as="h1" id="page-heading" size="2xl" mt="3">
            {content.heading}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" mt="5" maxW="3xl">
            {content.intro}
          </Text>
          {content.actions.length > 0 && (
            <Flex align="center" gap="3" mt="8" flexWrap="wrap">
              {content.actions.map((action) => (
                <LinkButton
                  key={action.to + action.label}
                  to={action.to}
                  size="lg"
                  variant={action.variant === "outline" ? "outline" : "solid"}
                >
                  {action.label}
                </LinkButton>
              ))}
            </Flex>
          )}
        </Container>
      </Box>
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
      {children}
    </>
  );
}
