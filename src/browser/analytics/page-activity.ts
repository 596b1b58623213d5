import {
  newlyReached,
  scrollDepthPercent,
  secondsBetween,
  timeOnPageParams,
  SCROLL_DEPTH_MILESTONES,
  TIME_ON_PAGE_MILESTONES_S,
  type ScrollDepthMilestone,
} from "../../lib/analytics/milestones";
import { track } from "./track";

/**
 * Watches one page (one route) for scroll_depth and time_on_page. Returns the function that ends
 * the page: it reports the time spent, once, unless the visitor already left (tab hidden, page
 * closed). A milestone only counts as reported when it was sent, so one passed before the visitor
 * accepted is still reported at the next scroll.
 */
export function watchPageActivity(): () => void {
  const startedAt = Date.now();
  const pageLocation = window.location.href;
  const reached = new Set<ScrollDepthMilestone>();
  let frame = 0;
  let left = false;

  const measure = () => {
    frame = 0;
    const percent = scrollDepthPercent({
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
      documentHeight: document.documentElement.scrollHeight,
    });
    for (const milestone of newlyReached(percent, SCROLL_DEPTH_MILESTONES, reached)) {
      if (track("scroll_depth", { event_label: `${milestone}%` })) reached.add(milestone);
    }
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  const leave = () => {
    if (left) return;
    left = true;
    // On a route change the address has already changed: the report names the page it is for.
    track("time_on_page", {
      ...timeOnPageParams(secondsBetween(startedAt, Date.now())),
      page_location: pageLocation,
    });
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === "hidden") leave();
  };
  const timers = TIME_ON_PAGE_MILESTONES_S.map((seconds) =>
    window.setTimeout(() => track("time_on_page", timeOnPageParams(seconds)), seconds * 1000),
  );

  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("visibilitychange", onVisibilityChange);
  window.addEventListener("pagehide", leave);
  return () => {
    leave();
    timers.forEach((timer) => window.clearTimeout(timer));
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("visibilitychange", onVisibilityChange);
    window.removeEventListener("pagehide", leave);
  };
}
