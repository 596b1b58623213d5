import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useBottomReserve, useReservedBelow } from "../hooks/use-bottom-reserve";
import { LinkButton } from "./LinkButton";

/** Room kept at the bottom of the window for the button, so that it never hides what has focus. */
const RESERVED = "5.5rem";
/** What it sits above while shown. */
const BELOW = ["consent-banner"] as const;

export interface FloatingLinkButtonProps {
  /** Where the button goes: a site path or an external address. */
  to: string;
  /** The button's words. */
  children: ReactNode;
}

/**
 * A call to action that stays in reach at the bottom of the window while the page scrolls (sticky,
 * not fixed: at the end of the page it settles into a space of its own instead of covering the
 * footer). While it is on the page, the document's scroll padding keeps whatever receives focus
 * clear of it (WCAG 2.4.11, technique C43). While the consent banner is shown, it sits above it.
 * It is a lead call to action (a booking link).
 */
export function FloatingLinkButton({ to, children }: FloatingLinkButtonProps) {
  useBottomReserve("floating-action", RESERVED);
  const belowButton = useReservedBelow(BELOW);

  return (
    <Box
      position="sticky"
      bottom={belowButton}
      zIndex="sticky"
      display="flex"
      justifyContent="flex-end"
      px={{ base: "4", md: "6" }}
      py="4"
      pointerEvents="none"
    >
      <LinkButton
        to={to}
        lead
        size="lg"
        boxShadow="0 8px 24px rgba(13, 16, 32, 0.18)"
        pointerEvents="auto"
      >
        {children}
      </LinkButton>
    </Box>
  );
}
