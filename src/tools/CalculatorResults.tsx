import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { forwardRef, useId, type ReactNode } from "react";
import { Icon } from "../components/Icon";
import { useSettledValue } from "../hooks/use-settled-value";
import { SUMMARY_ATTRIBUTE } from "../lib/tools/calculator-results";
import { CopyLinkButton, type CopyLinkButtonProps } from "./CopyLinkButton";
import { headingTag, type HeadingLevel } from "./tool-heading";

/** How long typing must pause before the results are read out. */
const ANNOUNCE_DELAY_MS = 700;

export interface CalculatorResultsProps {
  /** The heading's id, which names the results region. */
  headingId: string;
  /** The results' heading. */
  heading: string;
  /** The heading's level where the panel sits. */
  headingLevel: HeadingLevel;
  /** A field has a problem: the figures are those of the last valid entries. */
  stale: boolean;
  /** Shown while the inputs have changed since the last calculation. */
  staleNotice: string;
  /** The results in a sentence, read out by screen readers once typing pauses. */
  announcement: string;
  /** What the figures assume, under them. */
  note: string;
  /** The copy-link button's words. */
  copyLink: Queries.CalculatorCopyLink;
  /**
   * The address of these results, asked for when the visitor copies the link; without it (a
   * calculator drawn for a page without scripts) there is no copy-link button.
   */
  getShareUrl?: () => string;
  /** The copy-link button's outcome to open with (CopyLinkButton's initialOutcome). */
  initialCopyOutcome?: CopyLinkButtonProps["initialOutcome"];
  /** The result figures. */
  children: ReactNode;
}

/**
 * A calculator's results: a named region that the calculator focuses on submit, which updates
 * as the visitor types. Screen readers hear a one-sentence summary when typing pauses rather
 * than every figure on every keystroke; while a field has a problem, a notice says the figures
 * are from earlier. Under the figures: what they assume, and a link to share them.
 */
export const CalculatorResults = forwardRef<HTMLElement, CalculatorResultsProps>(
  function CalculatorResults(
    {
      headingId,
      heading,
      headingLevel,
      stale,
      staleNotice,
      announcement,
      note,
      copyLink,
      getShareUrl,
      initialCopyOutcome,
      children,
    },
    ref,
  ) {
    const noticeId = useId();
    const spoken = useSettledValue(stale ? staleNotice : announcement, ANNOUNCE_DELAY_MS);
    return (
      <Box
        as="section"
        ref={ref}
        tabIndex={-1}
        aria-labelledby={headingId}
        aria-describedby={stale ? noticeId : undefined}
        data-stale={stale || undefined}
        p={{ base: "5", md: "6" }}
        borderRadius="2xl"
        borderWidth="1px"
        borderColor={stale ? "warning.200" : "border"}
        bg="bg"
        outline="none"
        focusVisibleRing="outside"
      >
        <Heading as={headingTag(headingLevel)} id={headingId} size="md">
          {heading}
        </Heading>
        {stale && (
          <Flex
            id={noticeId}
            gap="2"
            align="flex-start"
            mt="3"
            p="3"
            borderRadius="lg"
            bg="warning.50"
            color="warning.700"
            fontSize="sm"
          >
            <Icon name="alert" boxSize="4" mt="0.5" />
            <Text>{staleNotice}</Text>
          </Flex>
        )}
        <Box mt="4">{children}</Box>
        <Text fontSize="sm" color="fg.muted" mt="4">
          {note}
        </Text>
        {getShareUrl && (
          <Box mt="4">
            <CopyLinkButton
              copy={copyLink}
              getUrl={getShareUrl}
              initialOutcome={initialCopyOutcome}
            />
          </Box>
        )}
        <Text role="status" srOnly {...{ [SUMMARY_ATTRIBUTE]: "" }}>
          {spoken}
        </Text>
      </Box>
    );
  },
);
