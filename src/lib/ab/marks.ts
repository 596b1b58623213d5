/**
 * The A/B tests a part of a page assigns, named in this attribute (space-separated, in the order
 * they are assigned and reported). Its DOM code (src/browser/behaviours/ab-tests.ts) assigns them
 * and shows each one's chosen variation, the same whether React drew the part or the build did.
 */
export const AB_TESTS_ATTRIBUTE = "data-ab-tests";

/** On a text stacked with every variation of one test (StackedVariations): the test's name. */
export const AB_TEST_ATTRIBUTE = "data-ab-test";

/** On each variation of a stacked text: its id. */
export const VARIATION_ATTRIBUTE = "data-variation";
