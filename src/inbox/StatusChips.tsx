import { chakra, Flex } from "@chakra-ui/react";
import type { StatusCounts } from "../lib/inbox/api";
import { LEAD_STATUSES, STATUS_TEXT, type LeadStatus } from "../lib/inbox/statuses";
import { InboxLink } from "./InboxLink";

export interface StatusChipsProps {
  /** How many leads the rest of the filter finds in each status. */
  counts: StatusCounts;
  /** The status the list shows; none for every status. */
  selected?: LeadStatus;
  /** The list's address with another status (undefined for all), the rest of the filter kept. */
  hrefFor: (status: LeadStatus | undefined) => string;
}

/**
 * The list's status filter: All, then each status, each with how many leads it holds. Links, as
 * each is a list with its own address; the one shown is the current page.
 */
export function StatusChips({ counts, selected, hrefFor }: StatusChipsProps) {
  const all = LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const chips: { status: LeadStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: "All", count: all },
    ...LEAD_STATUSES.map((status) => ({
      status,
      label: STATUS_TEXT[status].label,
      count: counts[status],
    })),
  ];
  return (
    <chakra.nav aria-label="Leads by status">
      <Flex as="ul" listStyleType="none" flexWrap="wrap" gap="2">
        {chips.map(({ status, label, count }) => {
          const current = status === selected;
          return (
            <li key={label}>
              <InboxLink
                href={hrefFor(status)}
                aria-current={current ? "page" : undefined}
                title={status ? STATUS_TEXT[status].meaning : "Every status"}
                gap="2"
                px="3.5"
                py="1.5"
                borderRadius="full"
                borderWidth="1px"
                fontSize="sm"
                fontWeight="medium"
                borderColor={current ? "brand.solid" : "border"}
                bg={current ? "brand.solid" : "bg"}
                color={current ? "brand.contrast" : "fg"}
                _hover={{ textDecoration: "none", bg: current ? "brand.fg" : "bg.subtle" }}
              >
                {label}
                <chakra.span
                  minW="6"
                  px="1.5"
                  borderRadius="full"
                  fontSize="xs"
                  textAlign="center"
                  bg={current ? "brand.800" : "bg.muted"}
                >
                  {count.toLocaleString("en-GB")}
                  <chakra.span srOnly> {count === 1 ? "lead" : "leads"}</chakra.span>
                </chakra.span>
              </InboxLink>
            </li>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
