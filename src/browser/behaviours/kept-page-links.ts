import { isKeptPage, samePage } from "../../lib/kept-pages";
import { wantsOwnTab } from "../wants-own-tab";

function keptPageLinkFollowed(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (wantsOwnTab(event)) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return false;
  if (link.target !== "" && link.target !== "_self") return false;
  const to = new URL(link.href);
  return (
    to.origin === window.location.origin &&
    isKeptPage(to.pathname) &&
    !samePage(to.pathname, window.location.pathname)
  );
}

/**
 * Links to a kept page (src/lib/kept-pages.ts) load it from the server, as its own links do:
 * rendered in the browser it would fetch the code it exists to spare, and show nothing where its
 * view is until then. Gatsby's Link would navigate in the browser; this listener, on the document
 * in the capture phase, keeps the click from React's root, so the browser follows the link.
 * Returns the way to stop.
 */
export function loadKeptPagesFromServer(): () => void {
  const onClick = (event: MouseEvent) => {
    if (keptPageLinkFollowed(event)) event.stopPropagation();
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
