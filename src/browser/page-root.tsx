import { Suspense, type ReactNode } from "react";
import { isKeptPage, KEPT_PAGE_ATTRIBUTE, samePage } from "../lib/kept-pages";
import { KeptPage } from "./kept-page";
import { preloadable } from "./preloadable";

// Chakra's system is built in short tasks of its own (prepareSystem) before the page renders.
const fullPage = preloadable(() =>
  import(/* webpackChunkName: "full-page" */ "../full-page").then(async (module) => {
    await module.prepareSystem();
    return module.FullPage;
  }),
);

/** Fetches the code that renders a whole page (Chakra's with it), once. */
export const preloadFullPage = fullPage.preload;

/**
 * The page whose built HTML the server sent, as Gatsby's inline script names it: a calculator's
 * results page is a built page answered at another address (src/server/calculator-page.ts), which
 * Gatsby then replaces with the page's own.
 */
function servedPagePath(): string {
  const { pagePath } = window as Window & { pagePath?: unknown };
  return typeof pagePath === "string" ? pagePath : window.location.pathname;
}

/** The kept page the browser loaded from the server; else null. */
const keptPathname: string | null =
  typeof document !== "undefined" &&
  isKeptPage(servedPagePath()) &&
  document.querySelector(`[${KEPT_PAGE_ATTRIBUTE}]`)?.hasChildNodes()
    ? servedPagePath()
    : null;

/**
 * Whether the page loaded from the server is kept as built (so no full page is fetched, and
 * React renders apart from the document).
 */
export function keptPageLoaded(): boolean {
  return keptPathname !== null;
}

/** Set once a client-side navigation has left the kept page (beforeNavigation). */
let leaving = false;

/** Whether the visitor has left the kept page and the next page is on its way from the server. */
export function leftForServer(): boolean {
  return leaving;
}

/**
 * Before a client-side navigation renders its page. React's root on a kept page stands apart from
 * the document (renderApart), where no page it rendered would be seen: leaving the kept page loads
 * the next one from the server, as the kept page's links do. Elsewhere the whole page's code is
 * fetched at once.
 */
export function beforeNavigation(pathname: string): void {
  if (keptPathname === null) {
    preloadFullPage().catch(() => undefined);
    return;
  }
  if (samePage(pathname, keptPathname) || leaving) return;
  leaving = true;
  // The router has already put the new address in the history: the server's page takes its place.
  window.location.replace(window.location.href);
}

/**
 * Every page in the browser. A kept page loaded from the server stays as built (KeptPage), and
 * renders nothing once the visitor has left it for the server's next page; any other page, and a
 * kept one reached by a client-side navigation from a page rendered whole, is rendered whole, its
 * code fetched when not already here: the build's HTML asks for it ahead
 * (scripts/preload-full-page.mjs), the client entry fetches it beside the page's own, and a
 * navigation starts its fetch. Until it has come, the boundary (the build's too,
 * src/wrap-page.tsx) keeps the built HTML unhydrated.
 */
export function PageRoot({
  pathname,
  pageData,
  children,
}: {
  pathname: string;
  /** The page's query data, for a kept page's islands that render from it. */
  pageData: unknown;
  children: ReactNode;
}) {
  if (keptPathname !== null)
    return samePage(pathname, keptPathname) ? <KeptPage pageData={pageData} /> : null;
  return (
    <Suspense>
      <fullPage.Component pathname={pathname}>{children}</fullPage.Component>
    </Suspense>
  );
}
