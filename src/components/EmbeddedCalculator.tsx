import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Card } from "./Card";
import { SiteLink } from "./SiteLink";

export interface EmbeddedCalculatorProps {
  /** The external calculator: its title, address and fallback link, from content. */
  calculator: Queries.EmbeddedCalculator;
  /** Says where the frame comes from and when it loads. */
  notice: string;
}

/** How close to the window the frame must come before it loads. */
const LOAD_MARGIN = "200px 0px";

/**
 * An external calculator in a titled frame that loads only when the visitor scrolls near it, in a
 * box of fixed height so nothing moves when it arrives. (The browser's own loading="lazy" starts a
 * frame far too early, so a third party's page would load with ours.) The link under it opens the
 * same calculator on its own, with or without script.
 */
export function EmbeddedCalculator({ calculator, notice }: EmbeddedCalculatorProps) {
  const headingId = `${calculator.id}-heading`;
  const noticeId = `${calculator.id}-notice`;
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  return (
    <Card headingId={headingId} p={{ base: "5", md: "6" }}>
      <Heading as="h3" size="lg" id={headingId}>
        {calculator.title}
      </Heading>
      <Text color="fg.muted" mt="2">
        {calculator.description}
      </Text>
      <Box
        ref={boxRef}
        mt="5"
        height={{ base: "560px", md: "620px" }}
        borderRadius="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        bg="bg.subtle"
      >
        {near ? (
          <chakra.iframe
            src={calculator.embedUrl}
            title={calculator.title}
            aria-describedby={noticeId}
            loading="lazy"
            width="100%"
            height="100%"
            border="0"
          />
        ) : (
          <Flex height="100%" align="center" justify="center" p="6" textAlign="center">
            <Text color="fg.muted">{calculator.title}</Text>
          </Flex>
        )}
      </Box>
      <Text id={noticeId} mt="3" fontSize="sm" color="fg.muted">
        {notice}
      </Text>
      <Text mt="2">
        <SiteLink to={calculator.embedUrl}>{calculator.linkLabel}</SiteLink>
      </Text>
    </Card>
  );
}
