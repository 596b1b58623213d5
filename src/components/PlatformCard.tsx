import { Grid, Heading, Text } from "@chakra-ui/react";
import { Card } from "./Card";
import { CheckList } from "./CheckList";
import { FactList } from "./FactList";

/** One SaaS platform: what it does, its features and its headline metrics. */
export function PlatformCard({
  platform,
}: {
  /** The platform, from content/data/services.json. */
  platform: Queries.SaasPlatform;
}) {
  const headingId = `${platform.id}-heading`;
  return (
    <Card id={platform.id} headingId={headingId}>
      <Heading as="h3" size="lg" id={headingId}>
        {platform.name}
      </Heading>
      <Text mt="1" fontWeight="semibold" color="brand.fg">
        {platform.tagline}
      </Text>
      <Text mt="3" color="fg.muted">
        {platform.description}
      </Text>
      <Grid templateColumns={{ base: "1fr", md: "3fr 2fr" }} gap="6" mt="6" alignItems="start">
        <CheckList items={platform.features} fontSize="sm" />
        <FactList facts={platform.metrics} />
      </Grid>
    </Card>
  );
}
