import { Box, Container, Grid, Heading, Text } from "@chakra-ui/react";
import { CONSENT_BANNER } from "../browser/behaviours/consent-banner";
import type { ConsentChoice } from "../lib/analytics/consent";
import { Button } from "./Button";
import { SiteLink } from "./SiteLink";

export interface ConsentPanelProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.ConsentCopy;
  /** Drawn shown (a story); in the page it is hidden until the banner's code shows it. */
  shown?: boolean;
}

const HEADING_ID = "consent-banner-heading";

/**
 * The consent question (UK PECR): Accept and Reject side by side, the same size and style, one
 * click each, nothing pre-selected. A region fixed to the bottom of the window, not a dialog: the
 * page stays usable, and the space it takes is reserved at the end of the page and in the scroll
 * padding, so it never covers focus or the floating call to action (WCAG 2.4.11). What it does is
 * the banner's DOM code (attachConsentBanner), so the page's HTML can hold it, hidden.
 */
export function ConsentPanel({ copy, shown = false }: ConsentPanelProps) {
  const choice = (value: ConsentChoice, label: string) => (
    <Button variant="solid" size="md" width="full" {...{ [CONSENT_BANNER.choice]: value }}>
      {label}
    </Button>
  );

  return (
    <Box
      as="section"
      hidden={!shown}
      {...{ [CONSENT_BANNER.panel]: "" }}
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
