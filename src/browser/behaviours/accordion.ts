import { ACCORDION_ATTRIBUTE, headerAfterKey } from "../../lib/accordion";
import { track } from "../analytics/track";

const ACCORDION = `[${ACCORDION_ATTRIBUTE}]`;
const HEADER = `${ACCORDION} button[aria-controls]`;

function headerOf(event: Event): HTMLButtonElement | null {
  if (!(event.target instanceof Element)) return null;
  const header = event.target.closest(HEADER);
  return header instanceof HTMLButtonElement ? header : null;
}

/** The headers of the accordion that holds `header`, in order. */
function headersBeside(header: HTMLButtonElement): HTMLButtonElement[] {
  const accordion = header.closest(ACCORDION);
  if (!accordion) return [];
  return [...accordion.querySelectorAll(HEADER)].filter(
    (element): element is HTMLButtonElement =>
      element instanceof HTMLButtonElement && element.closest(ACCORDION) === accordion,
  );
}

/** Opens a closed panel and closes an open one; an opening is reported as engagement. */
function toggle(header: HTMLButtonElement) {
  const opening = header.getAttribute("aria-expanded") !== "true";
  const panel = header.ownerDocument.getElementById(header.getAttribute("aria-controls") ?? "");
  header.setAttribute("aria-expanded", String(opening));
  if (panel) panel.hidden = !opening;
  if (opening) {
    const label = header.textContent?.trim() ?? "";
    track("user_engagement", { engagement_type: "faq_open", event_label: label });
  }
}

/**
 * The accordions inside `root` (WAI-ARIA APG): a header's click, Enter or Space opens or closes
 * its panel, any number open at once; ArrowUp, ArrowDown, Home and End move between one
 * accordion's headers. DOM alone, listening on `root`, so the same code serves an accordion React
 * rendered and one that is the build's HTML. Returns what stops it.
 */
export function attachAccordions(root: Element | Document): () => void {
  const onClick = (event: Event) => {
    const header = headerOf(event);
    if (header) toggle(header);
  };
  const onKeyDown = (event: Event) => {
    const header = headerOf(event);
    if (!header || !(event instanceof KeyboardEvent)) return;
    const headers = headersBeside(header);
    const next = headerAfterKey(event.key, headers.indexOf(header), headers.length);
    if (next === null) return;
    event.preventDefault();
    headers[next]?.focus();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
