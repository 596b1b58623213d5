import { Box, chakra, Heading, Text } from "@chakra-ui/react";
import type { EmbeddedCalculatorContent } from "../lib/content";
import { SiteLink } from "./SiteLink";

export interface EmbeddedCalculatorProps {
  calculator: EmbeddedCalculatorContent;
  /** Says where the frame comes from and when it loads. */
  notice: string;
}

/**
 * DESIGN decision 7: an external calculator in a titled frame that the browser loads only as the
 * visitor nears it (loading="lazy"), in a box of fixed height so nothing moves when it arrives.
 * The link under it opens the same calculator on its own, should the frame not load.
 */
export function EmbeddedCalculator({ calculator, notice }: EmbeddedCalculatorProps) {
  const headingId = `${calculator.id}-heading`;
  const noticeId = `${calculator.id}-notice`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      display="flex"
      flexDirection="column"
      p={{ base: "5", md: "6" }}
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="border"
      bg="bg"
    >
      <Heading as="h3" size="lg" id={headingId}>
        {calculator.title}
      </Heading>
      <Text color="fg.muted" mt="2">
        {calculator.description}
      </Text>
      <Box
        mt="5"
        height={{ base: "560px", md: "620px" }}
        borderRadius="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        bg="bg.subtle"
      >
        <chakra.iframe
          src={calculator.embedUrl}
          title={calculator.title}
          aria-describedby={noticeId}
          loading="lazy"
          width="100%"
          height="100%"
          border="0"
        />
      </Box>
      <Text id={noticeId} mt="3" fontSize="sm" color="fg.muted">
        {notice}
      </Text>
      <Text mt="2">
        <SiteLink to={calculator.embedUrl}>{calculator.linkLabel}</SiteLink>
      </Text>
    </Box>
  );
}
