import { Box, Flex, Grid, Text, type GridProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { inboxLeadPath, type LeadSummary } from "../lib/inbox/api";
import { InboxLink } from "./InboxLink";

type Columns = GridProps["templateColumns"];

export interface LeadGridProps {
  /** The columns from the medium width up (a phone shows a card per row). */
  columns: Columns;
  /** The column headings, shown from the medium width up (read from each row's own words). */
  headings: readonly string[];
  /** The rows: LeadGridRow each. */
  children: ReactNode;
}

/** A list of leads: on a wide screen rows under column headings, on a phone a card each. */
export function LeadGrid({ columns, headings, children }: LeadGridProps) {
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
        templateColumns={columns}
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
        {headings.map((heading) => (
          <span key={heading}>{heading}</span>
        ))}
      </Grid>
      <Grid as="ul" listStyleType="none" gap={{ base: "3", md: "0" }}>
        {children}
      </Grid>
    </Box>
  );
}

export interface LeadGridRowProps {
  /** The columns from the medium width up: the LeadGrid's own. */
  columns: Columns;
  /** The row's cells. */
  children: ReactNode;
}

/** One lead of a LeadGrid: a row, or a card on a phone. */
export function LeadGridRow({ columns, children }: LeadGridRowProps) {
  return (
    <Grid
      as="li"
      templateColumns={columns}
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
      {children}
    </Grid>
  );
}

export interface LeadWhoProps {
  /** The lead: its id for the link, its name and address. */
  lead: Pick<LeadSummary, "id" | "name" | "email">;
  /** The list's query ("" or "?…"): the lead opens with it, so its next and previous follow. */
  query?: string;
  /** Shown before the name: the box that selects the lead, where the list can select. */
  before?: ReactNode;
}

/** Who a lead is: their name linking to the lead, over their address (or the address alone). */
export function LeadWho({ lead, query = "", before }: LeadWhoProps) {
  return (
    <Flex minW="0" gap="3" align="baseline">
      {before}
      <Box minW="0">
        <InboxLink
          href={`${inboxLeadPath(lead.id)}${query}`}
          fontWeight="semibold"
          overflowWrap="anywhere"
        >
          {lead.name ?? lead.email}
        </InboxLink>
        {lead.name && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {lead.email}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
