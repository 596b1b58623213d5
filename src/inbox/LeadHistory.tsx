import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import type { LeadEvent } from "../lib/inbox/api";
import { STATUS_TEXT } from "../lib/inbox/statuses";
import { formatTime } from "./format";

export type Change = Exclude<LeadEvent, { type: "note" }>;

export interface LeadHistoryProps {
  /** The lead's status changes, replies and assignments, oldest first. */
  changes: readonly Change[];
}

/** Whether an event belongs in the history (a note is shown with the notes). */
export const isChange = (event: LeadEvent): event is Change => event.type !== "note";

/** A reply in the history: "Replied by jane@…" (an email from the inbox) or marked as answered. */
const replyText = ({ way, by }: Extract<Change, { type: "reply" }>): string =>
  way === "email" ? `Replied by ${by}` : `Marked as answered by ${by}`;

function What({ change }: { change: Change }) {
  if (change.type === "reply") return <strong>{replyText(change)}</strong>;
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
 * Every change of a lead's status and assignee, and every reply made to it, oldest first: what
 * happened, by whom (a reply names its member in its own words) and when.
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
            {change.type !== "reply" && `${change.by}, `}
            <time dateTime={change.at}>{formatTime(change.at)}</time>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
