import { Container, Flex, Heading, Text } from "@chakra-ui/react";
import { LinkButton } from "../components/LinkButton";

export const NOT_FOUND_TITLE = "Page Not Found";
export const NOT_FOUND_TEXT =
  "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.";

/** The 404 page: Page Not Found, what may have happened, and links home and to /contact. */
export function NotFoundView() {
  return (
    <Container py={{ base: "20", md: "28" }} maxW="3xl" textAlign="center">
      <Text fontWeight="bold" color="brand.fg" fontSize="sm" letterSpacing="0.1em">
        404
      </Text>
      <Heading as="h1" size="2xl" mt="2">
        {NOT_FOUND_TITLE}
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted">
        {NOT_FOUND_TEXT}
      </Text>
      <Flex align="center" justify="center" gap="3" mt="8" flexWrap="wrap">
        <LinkButton to="/" size="lg">
          Go to the home page
        </LinkButton>
        <LinkButton to="/contact" size="lg" variant="outline">
          Contact us
        </LinkButton>
      </Flex>
    </Container>
  );
}
