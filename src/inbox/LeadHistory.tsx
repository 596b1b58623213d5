import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import type { LeadEvent } from "../lib/inbox/api";
import { STATUS_TEXT } from "../lib/inbox/statuses";
import { formatTime } from "./format";

type StatusChange = Extract<LeadEvent, { type: "status" }>;

export interface LeadHistoryProps {
  /** The lead's status changes, oldest first. */
  changes: readonly StatusChange[];
}

/** Every change of a lead's status, oldest first: from what, to what, by whom and when. */
export function LeadHistory({ changes }: LeadHistoryProps) {
  if (changes.length === 0) return <Text color="fg.muted">The status has not been changed.</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="2">
      {changes.map((change) => (
        <Box as="li" key={change.id} fontSize="sm">
          <Text>
            <strong>
              {STATUS_TEXT[change.from].label} <span aria-hidden="true">→</span>
              <chakra.span srOnly>to</chakra.span> {STATUS_TEXT[change.to].label}
            </strong>
          </Text>
          <Text color="fg.muted">
            {change.by}, <time dateTime={change.at}>{formatTime(change.at)}</time>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
