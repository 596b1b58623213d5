import { CardGrid } from "./CardGrid";
import type { AutomationTierContent, AutomationTierLabels } from "../lib/content-services";
import { TierCard } from "./TierCard";

export interface AutomationTiersProps {
  tiers: readonly AutomationTierContent[];
  labels: AutomationTierLabels;
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
