import { track } from "./track";

/** page_view for the page on screen, with the title and address the visitor sees. */
export function trackPageView(): void {
  track("page_view", { page_title: document.title, page_location: window.location.href });
}

/**
 * After a route change Gatsby renders the new page's <Head> in a later pass, so the page view
 * waits two frames and a task for the new title.
 */
export function trackPageViewAfterHead(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(trackPageView, 0)));
}
