import { Box, Heading, Text } from "@chakra-ui/react";
import { formatPoundsRange } from "../lib/format";
import { Card } from "./Card";
import { CheckList } from "./CheckList";
import { FactList } from "./FactList";

export interface TierCardProps {
  /** The tier, from content: price, timeframe, features, ROI. */
  tier: Queries.AutomationTier;
  /** The words each card repeats. */
  labels: Queries.AutomationTierLabels;
}

/** One automation tier: its price range, timeframe and ROI, what we build and what changes. */
export function TierCard({ tier, labels }: TierCardProps) {
  const headingId = `tier-${tier.id}-heading`;
  const facts = [
    { label: labels.price, value: formatPoundsRange(tier.priceRange.min, tier.priceRange.max) },
    { label: labels.timeframe, value: tier.timeframe },
    { label: labels.roi, value: tier.roi },
  ];
  return (
    <Card id={`tier-${tier.id}`} headingId={headingId}>
      <Heading as="h3" size="lg" id={headingId}>
        {tier.name}
      </Heading>
      <Text mt="3" color="fg.muted">
        {tier.description}
      </Text>
      <FactList facts={facts} mt="6" />
      <Box mt="6">
        <Heading as="h4" size="sm">
          {labels.features}
        </Heading>
        <CheckList items={tier.features} mt="3" fontSize="sm" />
      </Box>
      <Box mt="6">
        <Heading as="h4" size="sm">
          {labels.metrics}
        </Heading>
        <CheckList items={tier.metrics} icon="arrowRight" mt="3" fontSize="sm" />
      </Box>
    </Card>
  );
}
