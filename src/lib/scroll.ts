/** After a route change: go to the anchor named in the hash if there is one, else to the top. */
export type ScrollTarget = { kind: "top" } | { kind: "anchor"; id: string };

export function scrollTargetFor(hash: string): ScrollTarget {
  const id = decodeURIComponent(hash.replace(/^#/, "")).trim();
  return id ? { kind: "anchor", id } : { kind: "top" };
}

/** Whether the header should turn opaque: strictly more than the threshold (the product: "more than 20px"). */
export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/** How to move to an anchor: at once for visitors who ask for reduced motion, smoothly otherwise. */
export function scrollBehaviorFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? "instant" : "smooth";
}

interface PlaceInSite {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Whether a location change stays on the same page and only changes the query string, as opening
 * or closing a case study (?study=) does: the page keeps its scroll position.
 */
export function isQueryOnlyChange(previous: PlaceInSite | undefined, next: PlaceInSite): boolean {
  return (
    previous !== undefined &&
    previous.pathname === next.pathname &&
    previous.hash === next.hash &&
    previous.search !== next.search
  );
}
