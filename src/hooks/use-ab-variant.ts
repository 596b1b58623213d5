import { useCallback, useSyncExternalStore } from "react";
import { assignVariation, type AbAssignment, type AbTest } from "../lib/ab";
import { browserStorage } from "../browser/browser-storage";
import { track as trackEvent } from "../browser/analytics/track";

const reportAssignment = (assignment: AbAssignment): void => {
  trackEvent("ab_test_assignment", assignment);
};

// Another tab of the site may assign the same test first.
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * The visitor's variation of an A/B test. The server and hydration render the control, so the static
 * HTML and the first client render agree; React then re-renders with the visitor's own variation.
 * Reading it is safe to repeat: only the first read assigns (stores and reports); every later one
 * finds the stored variation.
 */
export function useAbVariant(test: AbTest, track = reportAssignment): string {
  const control = test.variations[0] ?? "";
  const visitorVariation = useCallback(
    () => assignVariation(test, browserStorage(), Math.random(), track),
    [test, track],
  );
  return useSyncExternalStore(subscribeToStorage, visitorVariation, () => control);
}
