import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import type { LeadEvent } from "../lib/inbox/api";
import { STATUS_TEXT } from "../lib/inbox/statuses";
import { formatTime } from "./format";

type Change = Extract<LeadEvent, { type: "status" | "assigned" }>;

export interface LeadHistoryProps {
  /** The lead's status changes and assignments, oldest first. */
  changes: readonly Change[];
}

function What({ change }: { change: Change }) {
  if (change.type === "assigned") {
    return <strong>{change.to ? `Assigned to ${change.to}` : "Unassigned"}</strong>;
  }
  return (
    <strong>
      {STATUS_TEXT[change.from].label} <span aria-hidden="true">→</span>
      <chakra.span srOnly>to</chakra.span> {STATUS_TEXT[change.to].label}
    </strong>
  );
}

/**
 * Every change of a lead's status and assignee, oldest first: what it became, by whom and when.
 */
export function LeadHistory({ changes }: LeadHistoryProps) {
  if (changes.length === 0) {
    return <Text color="fg.muted">The status has not been changed, nor the lead assigned.</Text>;
  }
  return (
    <Stack as="ol" listStyleType="none" gap="2">
      {changes.map((change) => (
        <Box as="li" key={change.id} fontSize="sm">
          <Text>
            <What change={change} />
          </Text>
          <Text color="fg.muted">
            {change.by}, <time dateTime={change.at}>{formatTime(change.at)}</time>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
