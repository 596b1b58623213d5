import { Box, Grid, Heading, Text } from "@chakra-ui/react";
import { serviceViewAttributes } from "../lib/analytics/service-view";
import { Card } from "./Card";
import { CheckList } from "./CheckList";

export interface ServiceBlockProps {
  /** The service, from content/data/services.json; its id is the anchor. */
  service: Queries.ServiceBlock;
  /** Heading of the key benefits list. */
  benefitsHeading: string;
  /** Heading of the what-is-included list. */
  includedHeading: string;
}

/**
 * One service on /services: anchored by its id, focusable so a visitor arriving by link lands on
 * it, and marked to send view_service the first time it is seen.
 */
export function ServiceBlock({ service, benefitsHeading, includedHeading }: ServiceBlockProps) {
  const headingId = `${service.id}-heading`;
  return (
    <Card
      id={service.id}
      headingId={headingId}
      tabIndex={-1}
      _focus={{ outline: "none" }}
      {...serviceViewAttributes(service, "when-seen")}
    >
      <Heading as="h3" size="lg" id={headingId}>
        {service.name}
      </Heading>
      <Text mt="3" color="fg.muted">
        {service.description}
      </Text>
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="6" mt="6">
        <Box>
          <Heading as="h4" size="sm">
            {benefitsHeading}
          </Heading>
          <CheckList items={service.benefits} mt="3" fontSize="sm" />
        </Box>
        <Box>
          <Heading as="h4" size="sm">
            {includedHeading}
          </Heading>
          <CheckList items={service.included} icon="arrowRight" mt="3" fontSize="sm" />
        </Box>
      </Grid>
    </Card>
  );
}
