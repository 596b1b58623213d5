import { Box, Flex, Grid, Text } from "@chakra-ui/react";
import { Icon } from "../components/Icon";
import { inboxLeadPath, type LeadSummary } from "../lib/inbox/api";
import { FORM_LABELS } from "../lib/inbox/forms";
import { formatTime, plural } from "./format";
import { InboxLink } from "./InboxLink";
import { SelectBox } from "./SelectBox";
import { StatusBadge } from "./StatusBadge";

export interface LeadListProps {
  /** One page of leads, newest first. */
  leads: readonly LeadSummary[];
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
    <Flex
      as="span"
      display="inline-flex"
      align="center"
      gap="1"
      px="2"
      py="0.5"
      borderRadius="full"
      bg="danger.50"
      color="fg.error"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
    >
      <Icon name="alert" boxSize="3.5" />
      {plural(count, "failed delivery", "failed deliveries")}
    </Flex>
  );
}

function LeadRow({
  lead,
  query = "",
  selected,
  onSelect,
}: { lead: LeadSummary } & Omit<LeadListProps, "leads">) {
  const who = lead.name ?? lead.email;
  return (
    <Grid
      as="li"
      templateColumns={COLUMNS}
      columnGap="4"
      rowGap="1.5"
      px={{ base: "4", md: "5" }}
      py="4"
      borderWidth={{ base: "1px", md: "0" }}
      borderTopWidth={{ md: "1px" }}
      borderColor="border"
      borderRadius={{ base: "xl", md: "0" }}
      alignItems="baseline"
      bg="bg"
      _hover={{ bg: "bg.subtle" }}
    >
      <Flex minW="0" gap="3" align="baseline">
        {selected && onSelect && (
          <SelectBox
            label={`Select ${who}`}
            checked={selected.has(lead.id)}
            onChange={(checked) => onSelect(lead.id, checked)}
          />
        )}
        <Box minW="0">
          <InboxLink
            href={`${inboxLeadPath(lead.id)}${query}`}
            fontWeight="semibold"
            overflowWrap="anywhere"
          >
            {who}
          </InboxLink>
          {lead.name && (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {lead.email}
            </Text>
          )}
        </Box>
      </Flex>
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
      {(lead.excerpt || lead.failed > 0) && (
        <Flex gridColumn="1 / -1" gap="3" align="baseline" flexWrap="wrap" minW="0">
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
    </Grid>
  );
}

/**
 * A page of leads: on a wide screen one row each under column headings (name and address,
 * company, form, received, status), on a phone a card each. A row names its failed deliveries
 * and opens the lead from its name.
 */
export function LeadList({ leads, ...rest }: LeadListProps) {
  return (
    <Box
      borderWidth={{ md: "1px" }}
      borderColor="border"
      borderRadius={{ md: "xl" }}
      overflow="hidden"
      bg={{ md: "bg" }}
    >
      <Grid
        aria-hidden="true"
        display={{ base: "none", md: "grid" }}
        templateColumns={COLUMNS}
        columnGap="4"
        px="5"
        py="2.5"
        bg="bg.subtle"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="0.04em"
      >
        <span>Who</span>
        <span>Company</span>
        <span>Form</span>
        <span>Received</span>
        <span>Status</span>
      </Grid>
      <Grid as="ul" listStyleType="none" gap={{ base: "3", md: "0" }}>
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} {...rest} />
        ))}
      </Grid>
    </Box>
  );
}
