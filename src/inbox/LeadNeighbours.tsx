import { Flex, Text } from "@chakra-ui/react";
import { Icon } from "../components/Icon";
import { inboxLeadPath } from "../lib/inbox/api";
import { queueOf, readLeadQuery } from "../lib/inbox/filter";
import type { InboxClient } from "./api-client";
import { InboxLink } from "./InboxLink";
import { useLoad } from "./use-load";

export interface LeadNeighboursProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The lead shown. */
  id: string;
  /** The list's query it was opened from ("" or "?…"), which the links keep. */
  search: string;
}

function Step({
  id,
  search,
  label,
  icon,
}: {
  id: string | null;
  search: string;
  label: string;
  icon: "chevronLeft" | "chevronRight";
}) {
  const inside = (
    <>
      {icon === "chevronLeft" && <Icon name={icon} boxSize="4" />}
      {label}
      {icon === "chevronRight" && <Icon name={icon} boxSize="4" />}
    </>
  );
  if (!id) {
    return (
      <Text
        as="span"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontSize="sm"
        color="fg.subtle"
      >
        {inside}
      </Text>
    );
  }
  return (
    <InboxLink
      href={`${inboxLeadPath(id)}${search}`}
      fontSize="sm"
      rel={label === "Previous lead" ? "prev" : "next"}
    >
      {inside}
    </InboxLink>
  );
}

/**
 * The leads before and after this one in the list it was opened from (its filters kept), so the
 * owner goes through a morning's leads without going back to the list each time.
 */
export function LeadNeighbours({ client, id, search }: LeadNeighboursProps) {
  const { data } = useLoad(`${id}${search}`, () => {
    // The list's address leaves out the queue it implies (its first screen is Needs a reply).
    const query = readLeadQuery(search);
    return client.neighbours(id, { ...query.filter, queue: queueOf(query) });
  });
  if (!data) return null;
  return (
    <Flex as="nav" aria-label="Leads in this list" gap="5" flexWrap="wrap">
      <Step id={data.previous} search={search} label="Previous lead" icon="chevronLeft" />
      <Step id={data.next} search={search} label="Next lead" icon="chevronRight" />
    </Flex>
  );
}
