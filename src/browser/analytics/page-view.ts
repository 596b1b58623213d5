import { track } from "./track";

/** The longest a page view waits for the new page's head before it goes with the title shown. */
export const HEAD_WAIT_MS = 1000;

/** Gatsby marks every element it puts into the head from a page's Head export. */
const PAGE_HEAD_ATTRIBUTE = "data-gatsby-head";

/** page_view for the page on screen, with the title and address the visitor sees. */
export function trackPageView(): void {
  track("page_view", { page_title: document.title, page_location: window.location.href });
}

const isPageHead = (node: Node) =>
  node instanceof Element && node.hasAttribute(PAGE_HEAD_ATTRIBUTE);

/**
 * The page view of a route change. Gatsby takes the last page's <Head> out first, then puts the new
 * page's in several passes later (an effect, a render of its own, then another effect), later
 * still on a slow phone, so the page view waits until Gatsby adds the new head (its title among
 * it), and a task more. Other things added to the head meanwhile (scripts and prefetch links of
 * lazy code, style tags) do not count. A page without a Head export adds nothing: its view goes
 * after HEAD_WAIT_MS. Returns a cancel, for a route change that comes before the head does.
 */
export function trackPageViewAfterHead(head: Node = document.head, wait = HEAD_WAIT_MS) {
  let done = false;
  const finish = () => {
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
  };
  const send = () => {
    if (done) return;
    finish();
    trackPageView();
  };
  const observer = new MutationObserver((changes) => {
    if (changes.some((change) => [...change.addedNodes].some(isPageHead))) setTimeout(send, 0);
  });
  observer.observe(head, { childList: true });
  const fallback = setTimeout(send, wait);
  return finish;
}
