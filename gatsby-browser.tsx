// First: Emotion must find its style sheet changed before any module that imports it runs.
import "./src/browser/before-emotion";
// In every page's HTML (src/global-styles.ts says why here).
import "./src/global-styles";
import type { GatsbyBrowser } from "gatsby";
import type { ReactElement } from "react";
import { renderApart, renderInSlices } from "./src/browser/hydrate-in-slices";
import { watchPageActivity } from "./src/browser/analytics/page-activity";
import { isNewPage } from "./src/lib/analytics/milestones";
import { trackPageView, trackPageViewAfterHead } from "./src/browser/analytics/page-view";
import { SITE_MEASUREMENT_ID } from "./src/browser/analytics/site";
import { browserStorage } from "./src/browser/browser-storage";
import { QUEUE_STORAGE_KEY } from "./src/browser/leads/queue";
import { isQueryOnlyChange, scrollTargetFor } from "./src/lib/scroll";
import { prepareClient } from "./src/browser/prepare-client";
import { layOutSkippedParts } from "./src/browser/lay-out-skipped-parts";
import { endFirstPaintHold } from "./src/browser/end-first-paint-hold";
import { reportButtonClicks } from "./src/browser/analytics/button-clicks";
import { loadKeptPagesFromServer } from "./src/browser/behaviours/kept-page-links";
import { openShareLinksInWindows } from "./src/browser/behaviours/share-links";
import { beforeNavigation, keptPageLoaded, leftForServer, PageRoot } from "./src/browser/page-root";

// Every page: kept as built when it is a kept page loaded from the server, else rendered whole.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageRoot pathname={props.location.pathname} pageData={props.data}>
    {element}
  </PageRoot>
);

// A navigation from a kept page loads the next page from the server; from a page rendered whole,
// it fetches the code of the next (Gatsby calls this before the new page renders; without a
// previous location on the first render).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) beforeNavigation(location.pathname);
};

// Hydration in slices that yield to the browser, rather than one long task (see renderInSlices);
// a kept page, of which React draws nothing, renders apart from the document (renderApart).
// Gatsby passes its root element, #___gatsby. (Gatsby types this hook with react-dom's legacy
// render overloads, which no root-API renderer can match, hence no GatsbyBrowser annotation.)
export const replaceHydrateFunction = () => (element: ReactElement, container: Element | null) => {
  if (keptPageLoaded()) renderApart(element);
  else if (container) renderInSlices(element, container);
};

// Gatsby waits for this before it loads the page and hydrates. Button clicks are reported, and
// share links open their windows, from the first click, before hydration included.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // React draws a page rendered whole from here on; on a kept page, only its islands do, and
  // each ends the hold as it comes to life (kept-page.tsx).
  if (!keptPageLoaded()) endFirstPaintHold();
  // On the document, before React's root: a click is reported before a link may leave.
  reportButtonClicks();
  loadKeptPagesFromServer();
  openShareLinksInWindows();
  return prepareClient();
};

// docs/product.md#analytics-events: a page view on every route change, the first included, and the page's scroll depth and
// time on page; track() sends nothing unless the visitor has accepted.
let endPage: (() => void) | null = null;
// A page view still waiting for its page's head is dropped when the visitor has moved on.
let cancelPageView: (() => void) | null = null;

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  // A page that leaves for the server reports its view from there.
  if (!SITE_MEASUREMENT_ID || leftForServer() || !isNewPage(prevLocation, location)) return;
  endPage?.();
  cancelPageView?.();
  // The first page's head is in the built HTML already; a later page's comes after this call.
  if (prevLocation) cancelPageView = trackPageViewAfterHead();
  else trackPageView();
  endPage = watchPageActivity();
};

// After the load, in-page scrolling turns smooth (base.css says why not before), and the parts
// drawn only near the screen are laid out while the browser is idle (layOutSkippedParts says why).
// docs/product.md#departures: leads that could not be sent on an earlier visit go out now (when due); the
// retry code only loads when something is waiting. Where storage is blocked, nothing can have
// been queued.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const markLoaded = () => document.documentElement.setAttribute("data-loaded", "");
  if (document.readyState === "complete") markLoaded();
  else window.addEventListener("load", markLoaded, { once: true });
  layOutSkippedParts();

  const waiting = browserStorage()?.getItem(QUEUE_STORAGE_KEY)?.startsWith("[{");
  if (waiting)
    void import("./src/browser/leads/retry").then(({ startLeadRetry }) => startLeadRetry());
};

// docs/product.md#routes: every route change starts at the top, unless the URL names an anchor to land on. A
// change of the query string alone (the open case study) is not a route change.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
}) => {
  if (isQueryOnlyChange(prevRouterProps?.location, routerProps.location)) return false;
  const target = scrollTargetFor(routerProps.location.hash);
  if (target.kind === "anchor") {
    const element = document.getElementById(target.id);
    if (element) {
      // At once: a new page is still settling, and a smooth scroll would end where the target
      // was when it began.
      element.scrollIntoView({ behavior: "instant" });
      return false;
    }
  }
  window.scrollTo(0, 0);
  return false;
};
