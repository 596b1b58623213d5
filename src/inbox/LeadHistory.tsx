import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import type { LeadEvent } from "../lib/inbox/api";
import { STATUS_TEXT } from "../lib/inbox/statuses";
import { formatTime } from "./format";

type Change = Extract<LeadEvent, { type: "status" | "reply" }>;

export interface LeadHistoryProps {
  /** The lead's status changes and replies, oldest first. */
  changes: readonly Change[];
}

/** A reply in the history: "Replied by jane@…" (an email from the inbox) or marked as answered. */
const replyText = ({ way, by }: Extract<Change, { type: "reply" }>): string =>
  way === "email" ? `Replied by ${by}` : `Marked as answered by ${by}`;

/**
 * Every change of a lead's status, from what, to what, and every reply made to it, oldest first:
 * each by whom and when.
 */
export function LeadHistory({ changes }: LeadHistoryProps) {
  if (changes.length === 0) return <Text color="fg.muted">The status has not been changed.</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="2">
      {changes.map((change) => (
        <Box as="li" key={change.id} fontSize="sm">
          <Text>
            {change.type === "reply" ? (
              <strong>{replyText(change)}</strong>
            ) : (
              <strong>
                {STATUS_TEXT[change.from].label} <span aria-hidden="true">→</span>
                <chakra.span srOnly>to</chakra.span> {STATUS_TEXT[change.to].label}
              </strong>
            )}
          </Text>
          <Text color="fg.muted">
            {change.type === "status" && `${change.by}, `}
            <time dateTime={change.at}>{formatTime(change.at)}</time>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
