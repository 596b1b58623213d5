import {
  AB_TEST_ATTRIBUTE,
  AB_TESTS,
  AB_TESTS_ATTRIBUTE,
  assignVariation,
  VARIATION_ATTRIBUTE,
  type AbAssignment,
} from "../../lib/ab";
import { BUTTON_CLICK_ATTRIBUTES } from "../../lib/analytics/button-click";
import { track } from "../analytics/track";
import { browserStorage } from "../browser-storage";

const reportAssignment = (assignment: AbAssignment): void => {
  track("ab_test_assignment", assignment);
};

/** Shows the variation `chosen` of a stacked text (an unknown id shows the first, the control). */
function showVariation(stack: Element, chosen: string): void {
  const variations = [...stack.querySelectorAll(`[${VARIATION_ATTRIBUTE}]`)];
  const shown =
    variations.find((variation) => variation.getAttribute(VARIATION_ATTRIBUTE) === chosen) ??
    variations[0];
  for (const variation of variations) {
    if (variation === shown) variation.removeAttribute("aria-hidden");
    else variation.setAttribute("aria-hidden", "true");
  }
  // A click on the link or button around it reports the words on screen, not every variation's.
  const control = stack.closest(`[${BUTTON_CLICK_ATTRIBUTES.shownText}]`);
  if (control && shown?.textContent)
    control.setAttribute(BUTTON_CLICK_ATTRIBUTES.shownText, shown.textContent);
}

/**
 * The A/B tests `root` names (AB_TESTS_ATTRIBUTE): each assigned in turn (stored and reported
 * once per visitor, src/lib/ab/assign.ts) and its chosen variation shown in every stacked text of
 * it inside `root`, again when another tab assigns first. The build draws the controls, so the
 * page's HTML is the same for every visitor; showing another variation moves nothing (every
 * variation takes the same room). DOM alone, so the same code serves a part React rendered and
 * one that is the build's HTML. Returns what stops it.
 */
export function attachAbTests(root: Element, report = reportAssignment): () => void {
  const names = (root.getAttribute(AB_TESTS_ATTRIBUTE) ?? "").split(/\s+/);
  const tests = names.flatMap((name) => AB_TESTS.filter((test) => test.name === name));
  const apply = () => {
    for (const test of tests) {
      const chosen = assignVariation(test, browserStorage(), Math.random(), report);
      for (const stack of root.querySelectorAll(`[${AB_TEST_ATTRIBUTE}="${test.name}"]`))
        showVariation(stack, chosen);
    }
  };
  apply();
  window.addEventListener("storage", apply);
  return () => window.removeEventListener("storage", apply);
}
