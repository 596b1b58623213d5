import { Flex, Text } from "@chakra-ui/react";
import type { LeadSummary } from "../lib/inbox/api";
import { durationText } from "../lib/inbox/durations";
import { FORM_LABELS } from "../lib/inbox/forms";
import { formatTime } from "./format";
import { DueBadge } from "./Pill";
import { LeadGrid, LeadGridRow, LeadWho } from "./LeadGrid";
import { SelectBox } from "./SelectBox";

export interface ReplyQueueProps {
  /** A page of the enquiries that need a reply, oldest (soonest due) first. */
  leads: readonly LeadSummary[];
  /** The clock the page was read at: ages and due times are told against it. */
  asOf: string;
  /** The queue's query ("" or "?…"): each lead opens with it, so its next and previous follow. */
  query?: string;
  /** The enquiries selected, when the queue can select. */
  selected?: ReadonlySet<string>;
  /** Selects or unselects an enquiry. */
  onSelect?: (id: string, selected: boolean) => void;
}

const COLUMNS = {
  base: "minmax(0, 1fr)",
  md: "minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1.6fr) minmax(0, 1.6fr)",
};

function QueueRow({
  lead,
  asOf,
  query = "",
  selected,
  onSelect,
}: { lead: LeadSummary } & Omit<ReplyQueueProps, "leads">) {
  const age = new Date(asOf).getTime() - new Date(lead.receivedAt).getTime();
  const select = selected && onSelect && (
    <SelectBox
      label={`Select ${lead.name ?? lead.email}`}
      checked={selected.has(lead.id)}
      onChange={(checked) => onSelect(lead.id, checked)}
    />
  );
  return (
    <LeadGridRow columns={COLUMNS}>
      <LeadWho lead={lead} query={query} before={select} />
      <Text fontSize="sm">{FORM_LABELS[lead.form]}</Text>
      <Text fontSize="sm">
        Received {durationText(age)} ago
        <Text as="span" display="block" color="fg.muted">
          <time dateTime={lead.receivedAt}>{formatTime(lead.receivedAt)}</time>
        </Text>
      </Text>
      {lead.dueAt && (
        <Flex direction="column" align="flex-start" gap="1" fontSize="sm">
          <DueBadge dueAt={lead.dueAt} asOf={asOf} />
          <Text color="fg.muted">
            Reply due <time dateTime={lead.dueAt}>{formatTime(lead.dueAt)}</time>
          </Text>
        </Flex>
      )}
      {lead.excerpt && (
        <Text gridColumn="1 / -1" fontSize="sm" color="fg.muted" lineClamp="2" minW="0">
          {lead.excerpt}
        </Text>
      )}
    </LeadGridRow>
  );
}

/**
 * The enquiries still owed the reply their form promised, oldest first: who, what they asked for,
 * how long ago it arrived, and when the reply is due (UK time), with "Overdue by…" or "Due in…"
 * in words. On a phone each is a card.
 */
export function ReplyQueue({ leads, ...rest }: ReplyQueueProps) {
  return (
    <LeadGrid columns={COLUMNS} headings={["Who", "Asked for", "Received", "Reply"]}>
      {leads.map((lead) => (
        <QueueRow key={lead.id} lead={lead} {...rest} />
      ))}
    </LeadGrid>
  );
}
