import { chakra } from "@chakra-ui/react";
import { STATUS_TEXT, type LeadStatus } from "../lib/inbox/statuses";

// Each status in its own colour, every pair at least 4.5:1 (text on its wash).
const COLOURS: Record<LeadStatus, { bg: string; color: string }> = {
  new: { bg: "brand.100", color: "brand.800" },
  contacted: { bg: "ink.100", color: "ink.800" },
  qualified: { bg: "accent.200", color: "ink.900" },
  won: { bg: "success.50", color: "success.700" },
  lost: { bg: "ink.100", color: "ink.600" },
  spam: { bg: "warning.50", color: "warning.700" },
};

export interface StatusBadgeProps {
  /** The lead's status. */
  status: LeadStatus;
}

/** A lead's status as a small coloured label, in words (never colour alone). */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <chakra.span
      display="inline-block"
      px="2.5"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      {...COLOURS[status]}
    >
      {STATUS_TEXT[status].label}
    </chakra.span>
  );
}
