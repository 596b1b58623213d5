import { CardGrid } from "./CardGrid";
import type { PricingPlanContent } from "../lib/content-services";
import { PricingCard } from "./PricingCard";

export interface PricingPlansProps {
  plans: readonly PricingPlanContent[];
  popularLabel: string;
}

/** The pricing plans side by side on wide screens, one under another on phones. */
export function PricingPlans({ plans, popularLabel }: PricingPlansProps) {
  return (
    <CardGrid columns={plans.length}>
      {plans.map((plan) => (
        <PricingCard key={plan.name} plan={plan} popularLabel={popularLabel} />
      ))}
    </CardGrid>
  );
}
