import { track } from "./track";

/** The longest a page view waits for the new page's head before it goes with the title shown. */
export const HEAD_WAIT_MS = 1000;

/** page_view for the page on screen, with the title and address the visitor sees. */
export function trackPageView(): void {
  track("page_view", { page_title: document.title, page_location: window.location.href });
}

/**
 * The page view of a route change. Gatsby takes the last page's <Head> out first, then puts the new
 * page's in several passes later (an effect, a render of its own, then another effect), later
 * still on a slow phone, so the page view waits until something is added to the head, and a task
 * more. A page whose head is the same as the last one's adds nothing: then it goes after
 * HEAD_WAIT_MS.
 */
export function trackPageViewAfterHead(head: Node = document.head, wait = HEAD_WAIT_MS): void {
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    observer.disconnect();
    clearTimeout(fallback);
    trackPageView();
  };
  const observer = new MutationObserver((changes) => {
    if (changes.some((change) => change.addedNodes.length > 0)) setTimeout(send, 0);
  });
  observer.observe(head, { childList: true });
  const fallback = setTimeout(send, wait);
}
