export { assignVariation, storedAssignments, type AbAssignment, type AbStorage } from "./assign";
export { pickVariation } from "./pick";
export { shownVariation } from "./shown";
export {
  AB_TESTS,
  HERO_CTA,
  HERO_HEADLINE,
  VALUE_PROPOSITION,
  abStorageKey,
  type AbTest,
} from "./tests";
export { AB_TEST_ATTRIBUTE, AB_TESTS_ATTRIBUTE, VARIATION_ATTRIBUTE } from "./marks";
