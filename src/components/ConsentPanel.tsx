import { Box, Container, Grid, Heading, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useBottomReserve } from "../hooks/use-bottom-reserve";
import type { ConsentChoice } from "../lib/analytics/consent";
import { Button } from "./Button";
import { SiteLink } from "./SiteLink";

export interface ConsentPanelProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.ConsentCopy;
  /** Opened from the footer's settings link: focus moves into the panel, and back after. */
  reopened: boolean;
  /** Called with "granted" or "denied" when the visitor chooses. */
  onChoose: (choice: ConsentChoice) => void;
}

const HEADING_ID = "consent-banner-heading";

/** Keeps the page's end and whatever has focus clear of the panel while it is shown. */
function useReservedHeight(panel: RefObject<HTMLElement | null>): void {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    // The observer reports the first size too, after the frame's own layout and before its paint:
    // measuring here instead would force a layout of the whole page in the middle of React's work.
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      setHeight(Math.ceil(box ? box.blockSize : element.getBoundingClientRect().height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [panel]);
  useBottomReserve("consent-banner", height === null ? null : `${height}px`);
  useEffect(() => {
    if (height === null) return;
    const body = document.body.style;
    body.paddingBottom = `${height}px`;
    return () => {
      body.removeProperty("padding-bottom");
    };
  }, [height]);
}

/**
 * The consent question (UK PECR): Accept and Reject side by side, the same size and style, one
 * click each, nothing pre-selected. A region fixed to the bottom of the window, not a dialog: the
 * page stays usable, and the space it takes is reserved at the end of the page and in the scroll
 * padding, so it never covers focus or the floating call to action (WCAG 2.4.11).
 */
export function ConsentPanel({ copy, reopened, onChoose }: ConsentPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useReservedHeight(panel);
  useEffect(() => {
    if (!reopened) return;
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    panel.current?.focus();
  }, [reopened]);

  const choose = (value: ConsentChoice) => {
    onChoose(value);
    opener.current?.focus();
  };

  const choice = (value: ConsentChoice, label: string) => (
    <Button variant="solid" size="md" width="full" onClick={() => choose(value)}>
      {label}
    </Button>
  );

  return (
    <Box
      as="section"
      ref={panel}
      aria-labelledby={HEADING_ID}
      tabIndex={-1}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      boxShadow="0 -8px 24px rgba(13, 16, 32, 0.12)"
      outline="none"
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.500", outlineOffset: "-2px" }}
    >
      <Container
        py={{ base: "3", md: "4" }}
        display="flex"
        flexDirection={{ base: "column", md: "row" }}
        alignItems={{ md: "center" }}
        gap={{ base: "3", md: "6" }}
      >
        <Box flex="1" fontSize="sm">
          <Heading as="h2" size="sm" id={HEADING_ID}>
            {copy.heading}
          </Heading>
          <Text mt="1" color="fg.muted">
            {copy.text}{" "}
            <SiteLink to={copy.privacyLink.to} variant="underline">
              {copy.privacyLink.label}
            </SiteLink>
          </Text>
        </Box>
        {/* Two equal columns (the wider label sets both); stacked where they would not fit. */}
        <Grid templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)" }} gap="3" flexShrink={0}>
          {choice("granted", copy.accept)}
          {choice("denied", copy.reject)}
        </Grid>
      </Container>
    </Box>
  );
}
