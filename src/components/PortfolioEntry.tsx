import { Heading, Text } from "@chakra-ui/react";
import type { PortfolioEntryContent } from "../lib/content-services";
import { Card } from "./Card";
import { Eyebrow } from "./Eyebrow";
import { Icon } from "./Icon";
import { SiteLink } from "./SiteLink";

/** A business unit of the studio's portfolio, anchored by its id (the header and footer link to it). */
export function PortfolioEntry({ entry }: { entry: PortfolioEntryContent }) {
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
      <SiteLink
        to={entry.action.to}
        mt="5"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontWeight="semibold"
      >
        {entry.action.label}
        <Icon name="arrowRight" boxSize="4" />
      </SiteLink>
    </Card>
  );
}
