import { Box } from "@chakra-ui/react";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import {
  attachFloatingAction,
  FLOATING_ACTION_ATTRIBUTE,
} from "../browser/behaviours/floating-action";
import { LinkButton } from "./LinkButton";

export interface FloatingLinkButtonProps {
  /** Where the button goes: a site path or an external address. */
  to: string;
  /** The button's words. */
  children: ReactNode;
}

/**
 * A call to action that stays in reach at the bottom of the window while the page scrolls (sticky,
 * not fixed: at the end of the page it settles into a space of its own instead of covering the
 * footer). What keeps focus clear of it and lifts it above the consent banner is DOM code
 * (attachFloatingAction), which a kept page attaches too. It is a lead call to action (a booking
 * link).
 */
export function FloatingLinkButton({ to, children }: FloatingLinkButtonProps) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (bar.current ? attachFloatingAction(bar.current) : undefined), []);

  return (
    <Box
      ref={bar}
      {...{ [FLOATING_ACTION_ATTRIBUTE]: "" }}
      position="sticky"
      bottom="0"
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
