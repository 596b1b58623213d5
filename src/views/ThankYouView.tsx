import { Container, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LinkButton } from "../components/LinkButton";
import { SiteLink } from "../components/SiteLink";

export interface ThankYouPage {
  title: string;
  text: string;
  /** One more step, as its own paragraph: a sign-up's confirming by the button in our email. */
  confirm?: string;
  /** The document the form promised, to read at once. */
  resource?: ThankYouLink;
}

export interface ThankYouLink {
  label: string;
  to: string;
}

export interface ThankYouViewProps {
  /** The short word above the title ("Received"). */
  eyebrow: string;
  /** What the form's own panel would have said, and the document it promised, if any. */
  page: ThankYouPage;
  /** Where to go on: the first is the main button, the others outlined. */
  links: readonly ThankYouLink[];
  /** What the visitor can do here before going on (a form), under the text. */
  children?: ReactNode;
}

/**
 * Where a form posted without scripts lands once its lead is stored: what the form would have said
 * in its own panel, and the way on (see docs/product.md#departures).
 */
export function ThankYouView({ eyebrow, page, links, children }: ThankYouViewProps) {
  return (
    <Container py={{ base: "20", md: "28" }} maxW="3xl" textAlign="center">
      <Text
        fontWeight="bold"
        color="brand.fg"
        fontSize="sm"
        letterSpacing="0.1em"
        textTransform="uppercase"
      >
        {eyebrow}
      </Text>
      <Heading as="h1" size="2xl" mt="2">
        {page.title}
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted">
        {page.text}
      </Text>
      {page.confirm && (
        <Text mt="4" fontSize="lg" fontWeight="semibold">
          {page.confirm}
        </Text>
      )}
      {page.resource && (
        <Text mt="4" fontSize="lg">
          <SiteLink to={page.resource.to} fontWeight="semibold">
            {page.resource.label}
          </SiteLink>
        </Text>
      )}
      {children}
      <Flex align="center" justify="center" gap="3" mt="8" flexWrap="wrap">
        {links.map((link, index) => (
          <LinkButton
            key={link.to}
            to={link.to}
            size="lg"
            variant={index === 0 ? "solid" : "outline"}
          >
            {link.label}
          </LinkButton>
        ))}
      </Flex>
    </Container>
  );
}
