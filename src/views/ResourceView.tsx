import { Container, Flex, Heading, Text } from "@chakra-ui/react";
import { ArticleBody } from "../components/ArticleBody";
import { Button } from "../components/Button";

export interface ResourceViewProps {
  /** The document's title, as the lead magnet names it. */
  title: string;
  /** One line on what it is for. */
  subtitle: string;
  /** Which edition ("2026 edition"), above the title. */
  edition: string;
  /** The document's HTML, made and sanitised at build time. */
  html: string;
  /** The same document as a PDF, beside the page. */
  pdfHref: string;
  /** The download button's words. */
  pdfLabel: string;
}

/**
 * A document a form promised (the guide, the ROI report), on a page of its own: read here, printed
 * from the browser, or downloaded as the PDF made from the same file.
 */
export function ResourceView({
  title,
  subtitle,
  edition,
  html,
  pdfHref,
  pdfLabel,
}: ResourceViewProps) {
  return (
    <Container as="article" maxW="4xl" py={{ base: "12", md: "16" }}>
      <Text
        fontWeight="bold"
        color="brand.fg"
        fontSize="sm"
        letterSpacing="0.1em"
        textTransform="uppercase"
      >
        {edition}
      </Text>
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mt="2">
        {title}
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted" maxW="65ch">
        {subtitle}
      </Text>
      <Flex mt="6" gap="3" wrap="wrap" css={{ "@media print": { display: "none" } }}>
        {/* A file, not a page: a plain link, never the router's. */}
        <Button asChild size="md">
          <a href={pdfHref} download>
            {pdfLabel}
          </a>
        </Button>
      </Flex>
      <ArticleBody html={html} mt={{ base: "10", md: "12" }} />
    </Container>
  );
}
