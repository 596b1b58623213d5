import {
  BUTTON_CLICK_ATTRIBUTES,
  buttonClickFromAttributes,
} from "../../lib/analytics/button-click";
import { track } from "./track";

const TRACKED = `[${BUTTON_CLICK_ATTRIBUTES.variant}]`;

/**
 * Reports every click on the site's buttons and link-buttons (docs/product.md#analytics-events):
 * one listener for the whole document, in its capture phase, so a click is reported before any
 * handler of the button runs, and a button in the build's HTML that React never hydrated (a
 * static section) is counted as well. Returns what stops it.
 */
export function reportButtonClicks(root: Document = document): () => void {
  const report = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(TRACKED) : null;
    if (!button) return;
    const { click, lead } = buttonClickFromAttributes(
      (attribute) => button.getAttribute(attribute),
      button.textContent ?? "",
      button.getAttribute("aria-label") ?? "",
    );
    track("button_click", click);
    if (lead) track("generate_lead", lead);
  };
  root.addEventListener("click", report, true);
  return () => root.removeEventListener("click", report, true);
}
