import { scrollBehaviorFor, scrollTargetFor } from "../../lib/scroll";

function landOnHash(scroll: boolean) {
  const target = scrollTargetFor(window.location.hash);
  if (target.kind !== "anchor") return;
  const element = document.getElementById(target.id);
  if (!element) return;
  if (scroll) {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The sticky header's height is left to the global scroll-padding-top.
    element.scrollIntoView({ behavior: scrollBehaviorFor(reduced), block: "start" });
  }
  // Focus follows the scroll so that keyboard and screen-reader users start from the anchor too.
  // The target is a reading position, not a control, so like the service blocks it draws no ring.
  if (!element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.style.outline = "none";
  }
  element.focus({ preventScroll: true });
}

const onHashChange = () => landOnHash(true);

/**
 * Goes to, and focuses, the element the URL's hash names: now, and on every in-page hash change.
 * `scrolledByBrowser`: the document was loaded with this hash, and the browser has scrolled to it
 * and keeps it in place while the page settles (parts above laid out late); a scroll of ours
 * would end that, so now it is only focused. Returns the way to stop.
 */
export function followHash({ scrolledByBrowser = false } = {}): () => void {
  landOnHash(!scrolledByBrowser);
  window.addEventListener("hashchange", onHashChange);
  return () => window.removeEventListener("hashchange", onHashChange);
}
