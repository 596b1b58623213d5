import { Heading, Text } from "@chakra-ui/react";
import { Card } from "./Card";
import { Eyebrow } from "./Eyebrow";
import { LinkButton } from "./LinkButton";

/** A pointer to a deeper page, led by its headline figure. */
export function TeaserCard({
  teaser,
}: {
  /** Heading, text, figure and link, from content. */
  teaser: Queries.ServiceTeaser;
}) {
  const headingId = `${teaser.id}-heading`;
  return (
    <Card headingId={headingId} highlighted bg="brand.subtle">
      <Eyebrow>{teaser.eyebrow}</Eyebrow>
      <Heading as="h3" size="lg" id={headingId} mt="2">
        {teaser.heading}
      </Heading>
      <Text
        mt="4"
        fontFamily="heading"
        fontWeight="bold"
        fontSize={{ base: "3xl", md: "4xl" }}
        lineHeight="1.1"
        color="brand.fg"
      >
        {teaser.figure}
      </Text>
      <Text mt="4" color="fg.muted" flex="1">
        {teaser.text}
      </Text>
      <LinkButton to={teaser.action.to} mt="6" alignSelf="flex-start">
        {teaser.action.label}
      </LinkButton>
    </Card>
  );
}
