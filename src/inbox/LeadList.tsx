import { Box, Flex, Text } from "@chakra-ui/react";
import { Icon } from "../components/Icon";
import type { LeadSummary } from "../lib/inbox/api";
import { durationText } from "../lib/inbox/durations";
import { FORM_LABELS } from "../lib/inbox/forms";
import { formatTime, plural } from "./format";
import { LeadGrid, LeadGridRow, LeadWho } from "./LeadGrid";
import { DueBadge, Pill } from "./Pill";
import { SelectBox } from "./SelectBox";
import { StatusBadge } from "./StatusBadge";

export interface LeadListProps {
  /** One page of leads, newest first. */
  leads: readonly LeadSummary[];
  /** The clock the page was read at: an enquiry still unanswered says when its reply is due. */
  asOf?: string;
  /** The list's query ("" or "?…"): each lead opens with it, so its next and previous follow. */
  query?: string;
  /** The leads selected, when the list can select. */
  selected?: ReadonlySet<string>;
  /** Selects or unselects a lead. */
  onSelect?: (id: string, selected: boolean) => void;
}

// From the medium width up a lead is one row under column headings; below it, a card.
const COLUMNS = {
  base: "minmax(0, 1fr) auto",
  md: "minmax(0, 2.2fr) minmax(0, 1.3fr) minmax(0, 1.4fr) 9.5rem 6.5rem",
};

// On a phone, the fields between the name and the status take a line of their own.
const WIDE = { base: "1 / -1", md: "auto" };

function FailedBadge({ count }: { count: number }) {
  return (
    <Pill icon="alert" bg="danger.50" color="fg.error">
      {plural(count, "failed delivery", "failed deliveries")}
    </Pill>
  );
}

/** An enquiry's reply: when it came, or where it stands against its due time. */
function replyCue({ lead, asOf }: { lead: LeadSummary; asOf?: string }) {
  if (!lead.dueAt) return null;
  if (lead.firstReplyAt) {
    const took = new Date(lead.firstReplyAt).getTime() - new Date(lead.receivedAt).getTime();
    return (
      <Flex as="span" display="inline-flex" align="center" gap="1" fontSize="xs" color="fg.muted">
        <Icon name="check" boxSize="3.5" />
        Answered in {durationText(took)}
      </Flex>
    );
  }
  if (!asOf || lead.status === "spam") return null;
  return <DueBadge dueAt={lead.dueAt} asOf={asOf} />;
}

function LeadRow({
  lead,
  asOf,
  query = "",
  selected,
  onSelect,
}: { lead: LeadSummary } & Omit<LeadListProps, "leads">) {
  const cue = replyCue({ lead, asOf });
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
      {lead.company ? (
        <Text gridColumn={WIDE} fontSize="sm" overflowWrap="anywhere">
          {lead.company}
        </Text>
      ) : (
        <Text
          gridColumn={WIDE}
          display={{ base: "none", md: "block" }}
          fontSize="sm"
          color="fg.muted"
        >
          No company
        </Text>
      )}
      <Text gridColumn={WIDE} fontSize="sm">
        {FORM_LABELS[lead.form]}
      </Text>
      <Text gridColumn={WIDE} fontSize="sm" color="fg.muted">
        <time dateTime={lead.receivedAt}>{formatTime(lead.receivedAt)}</time>
      </Text>
      <Box gridRow="1" gridColumn={{ base: "2", md: "5" }}>
        <StatusBadge status={lead.status} />
      </Box>
      {(lead.excerpt || lead.failed > 0 || cue) && (
        <Flex gridColumn="1 / -1" gap="3" align="baseline" flexWrap="wrap" minW="0">
          {cue}
          {lead.failed > 0 && <FailedBadge count={lead.failed} />}
          {lead.excerpt && (
            <Text
              fontSize="sm"
              color="fg.muted"
              lineClamp="2"
              minW="0"
              flex="1"
              flexBasis={{ base: "100%", md: "0" }}
            >
              {lead.excerpt}
            </Text>
          )}
        </Flex>
      )}
    </LeadGridRow>
  );
}

/**
 * A page of leads: on a wide screen one row each under column headings (name and address,
 * company, form, received, status), on a phone a card each. A row names its failed deliveries,
 * how soon an enquiry was answered (or when its reply is due), and opens the lead from its name.
 */
export function LeadList({ leads, ...rest }: LeadListProps) {
  return (
    <LeadGrid columns={COLUMNS} headings={["Who", "Company", "Form", "Received", "Status"]}>
      {leads.map((lead) => (
        <LeadRow key={lead.id} lead={lead} {...rest} />
      ))}
    </LeadGrid>
  );
}
