/** An A/B test: its name, its variation ids and how often each is chosen. */
export interface AbTest {
  name: string;
  /** Variation ids; the first is the control, rendered on the server and the fallback. */
  variations: readonly string[];
  /** One weight per variation, summing to 1. */
  weights: readonly number[];
}

/** Every test's variations and their weights (see docs/product.md#constants). */
const THREE_WAY = {
  variations: ["control", "variant_b", "variant_c"],
  weights: [0.33, 0.33, 0.34],
} as const;

export const HERO_HEADLINE: AbTest = { name: "hero_headline", ...THREE_WAY };
export const HERO_CTA: AbTest = { name: "hero_cta", ...THREE_WAY };
export const VALUE_PROPOSITION: AbTest = { name: "value_proposition", ...THREE_WAY };

export const AB_TESTS: readonly AbTest[] = [HERO_HEADLINE, HERO_CTA, VALUE_PROPOSITION];

/** Where a visitor's variation is kept. */
export const abStorageKey = (test: AbTest): string => `ab_test_${test.name}`;
