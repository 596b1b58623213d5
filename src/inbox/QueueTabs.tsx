import { chakra, Flex } from "@chakra-ui/react";
import { LEAD_QUEUES, QUEUE_LABELS, type LeadQueue } from "../lib/inbox/reply-queue";
import { InboxLink } from "./InboxLink";

export interface QueueTabsProps {
  /** The view shown. */
  current: LeadQueue;
  /** The address of a view. */
  hrefFor: (queue: LeadQueue) => string;
}

/**
 * The lead desk's views: Needs a reply (the first screen), Sign-ups and All leads. Links, as each
 * view has its own address; the one shown is the current page, marked by a line as well as colour.
 */
export function QueueTabs({ current, hrefFor }: QueueTabsProps) {
  return (
    <chakra.nav aria-label="Lead views" borderBottomWidth="1px" borderColor="border">
      <Flex as="ul" listStyleType="none" gap={{ base: "4", md: "6" }} flexWrap="wrap">
        {LEAD_QUEUES.map((queue) => {
          const shown = queue === current;
          return (
            <li key={queue}>
              <InboxLink
                href={hrefFor(queue)}
                aria-current={shown ? "page" : undefined}
                display="inline-block"
                py="2"
                mb="-1px"
                borderBottomWidth="3px"
                borderColor={shown ? "brand.solid" : "transparent"}
                fontWeight={shown ? "semibold" : "medium"}
                color={shown ? "fg" : "fg.muted"}
                _hover={{ color: "fg", textDecoration: "none", borderColor: "border.emphasized" }}
              >
                {QUEUE_LABELS[queue]}
              </InboxLink>
            </li>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
