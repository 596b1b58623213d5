// Scroll depth and time on page are each reported once per page, at these marks.
export const SCROLL_DEPTH_MILESTONES = [25, 50, 75, 90] as const;
export type ScrollDepthMilestone = (typeof SCROLL_DEPTH_MILESTONES)[number];

/** Seconds on a page at which time_on_page is reported (and once more when the visitor leaves). */
export const TIME_ON_PAGE_MILESTONES_S = [30, 60, 120] as const;

export interface ScrollPosition {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/**
 * How much of the page's scrollable height the visitor has scrolled through, 0 to 100. A page that
 * does not scroll reports 0: nobody scrolled it.
 */
export function scrollDepthPercent({
  scrollY,
  viewportHeight,
  documentHeight,
}: ScrollPosition): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

/** The milestones at or below `value` that have not been reported yet, smallest first. */
export function newlyReached<M extends number>(
  value: number,
  milestones: readonly M[],
  reached: ReadonlySet<M>,
): M[] {
  return milestones.filter((milestone) => milestone <= value && !reached.has(milestone));
}

/** Whole seconds between two moments, for the time_on_page label. */
export function secondsBetween(startMs: number, endMs: number): number {
  return Math.max(0, Math.round((endMs - startMs) / 1000));
}

/** time_on_page's parameters: the seconds as its label and as its value. */
export function timeOnPageParams(seconds: number): { event_label: string; value: number } {
  return { event_label: String(seconds), value: seconds };
}

interface Place {
  pathname: string;
}

/**
 * Whether a route change starts a new page for analytics (a page view, fresh scroll and time
 * milestones): a different path, or the first page. Opening a case study (?study=) or following an
 * anchor on the same page is not a new page.
 */
export function isNewPage(previous: Place | null | undefined, next: Place): boolean {
  return !previous || previous.pathname !== next.pathname;
}
