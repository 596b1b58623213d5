import {
  SERVICE_VIEW_ATTRIBUTES,
  serviceViewFrom,
  type ServiceView,
} from "../../lib/analytics/service-view";
import { track } from "./track";

/** A service counts as viewed once at least half of its block is on screen. */
const VIEWED_RATIO = 0.5;

const report = (view: ServiceView) =>
  track("view_service", { service_id: view.id, service_name: view.name });

/**
 * Sends view_service for each service the page's HTML marks (serviceViewAttributes): at once for
 * a page about one service, the first time it is seen for a block. DOM code, so that a page kept
 * as built (docs/performance.md#kept-pages) reports as one React renders. Returns the way to stop.
 */
export function watchServiceViews(root: ParentNode): () => void {
  const blocks = new Map<Element, ServiceView>();
  for (const element of root.querySelectorAll(`[${SERVICE_VIEW_ATTRIBUTES.moment}]`)) {
    const view = serviceViewFrom((name) => element.getAttribute(name));
    if (view?.moment === "on-load") report(view);
    else if (view) blocks.set(element, view);
  }
  if (blocks.size === 0 || typeof IntersectionObserver !== "function") return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const view = blocks.get(entry.target);
        if (!view || entry.intersectionRatio < VIEWED_RATIO) continue;
        // Unobserved at once, so each block is reported the first time it is seen and never again.
        observer.unobserve(entry.target);
        blocks.delete(entry.target);
        report(view);
      }
    },
    { threshold: VIEWED_RATIO },
  );
  for (const element of blocks.keys()) observer.observe(element);
  return () => observer.disconnect();
}
