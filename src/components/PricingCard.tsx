import { Heading, Text } from "@chakra-ui/react";
import { Card } from "./Card";
import { CheckList } from "./CheckList";
import { Icon } from "./Icon";
import { LabelPill } from "./LabelPill";
import { LinkButton } from "./LinkButton";

export interface PricingCardProps {
  /** The plan, from content/data/services.json: name, price, features, whether popular. */
  plan: Queries.PricingPlan;
  /** The words on the popular plan's badge. */
  popularLabel: string;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** One pricing plan; the popular one carries a worded badge, not only a brighter border. */
export function PricingCard({ plan, popularLabel }: PricingCardProps) {
  const headingId = `plan-${slug(plan.name)}-heading`;
  return (
    <Card
      headingId={headingId}
      highlighted={plan.popular}
      boxShadow={plan.popular ? "lg" : undefined}
    >
      {plan.popular && (
        <LabelPill alignSelf="flex-start" mb="3">
          <Icon name="star" boxSize="3.5" />
          {popularLabel}
        </LabelPill>
      )}
      <Heading as="h3" size="lg" id={headingId}>
        {plan.name}
      </Heading>
      <Text mt="3">
        <Text
          as="span"
          fontFamily="heading"
          fontWeight="bold"
          fontSize={{ base: "4xl", md: "5xl" }}
          lineHeight="1"
        >
          {plan.price}
        </Text>
        <Text as="span" color="fg.muted" ms="1">
          {plan.period}
        </Text>
      </Text>
      <Text mt="3" fontWeight="semibold" color="brand.fg">
        {plan.leads}
      </Text>
      <Text mt="2" color="fg.muted">
        {plan.description}
      </Text>
      <CheckList items={plan.features} mt="5" mb="8" fontSize="sm" flex="1" alignContent="start" />
      <LinkButton
        to={plan.action.to}
        variant={plan.popular ? "solid" : "outline"}
        width="full"
        aria-describedby={headingId}
      >
        {plan.action.label}
      </LinkButton>
    </Card>
  );
}
