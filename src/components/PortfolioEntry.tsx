import { Heading, Text } from "@chakra-ui/react";
import { Card } from "./Card";
import { Eyebrow } from "./Eyebrow";
import { ArrowLink } from "./ArrowLink";

/** A business unit of the studio's portfolio, anchored by its id (the header and footer link to it). */
export function PortfolioEntry({
  entry,
}: {
  /** The business unit, from content; its id is the anchor. */
  entry: Queries.ServicePortfolioEntry;
}) {
  const headingId = `${entry.id}-heading`;
  return (
    <Card id={entry.id} headingId={headingId} tabIndex={-1} _focus={{ outline: "none" }}>
      <Eyebrow fontSize="xs">{entry.kind}</Eyebrow>
      <Heading as="h3" size="md" id={headingId} mt="2">
        {entry.name}
      </Heading>
      <Text mt="2" color="fg.muted" flex="1">
        {entry.description}
      </Text>
      <ArrowLink to={entry.action.to} mt="5">
        {entry.action.label}
      </ArrowLink>
    </Card>
  );
}
