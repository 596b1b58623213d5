import { CardGrid } from "./CardGrid";
import { PricingCard } from "./PricingCard";

export interface PricingPlansProps {
  /** The plans, in order. */
  plans: readonly Queries.PricingPlan[];
  /** The words on the popular plan's badge. */
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
