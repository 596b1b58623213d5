import { CardGrid } from "./CardGrid";
import { TierCard } from "./TierCard";

export interface AutomationTiersProps {
  /** The automation tiers (docs/product.md#constants), from content. */
  tiers: readonly Queries.AutomationTier[];
  /** The words each card repeats: price, timeframe, ROI and so on. */
  labels: Queries.AutomationTierLabels;
}

/** The automation tiers, side by side on wide screens. */
export function AutomationTiers({ tiers, labels }: AutomationTiersProps) {
  return (
    <CardGrid columns={tiers.length}>
      {tiers.map((tier) => (
        <TierCard key={tier.id} tier={tier} labels={labels} />
      ))}
    </CardGrid>
  );
}
