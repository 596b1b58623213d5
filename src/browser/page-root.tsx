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

/** The kept page the browser loaded from the server, while the visitor is on it; else null. */
let keptPathname: string | null =
  typeof document !== "undefined" &&
  isKeptPage(servedPagePath()) &&
  document.querySelector(`[${KEPT_PAGE_ATTRIBUTE}]`)?.hasChildNodes()
    ? servedPagePath()
    : null;

/** Whether the page loaded from the server is kept as built (so no full page is fetched). */
export function keptPageLoaded(): boolean {
  return keptPathname !== null;
}

/**
 * Before a client-side navigation renders its page: leaving the kept page drops its built HTML
 * for good, so that a return renders it whole, and the whole page's code is fetched at once.
 */
export function beforeNavigation(pathname: string): void {
  if (keptPathname !== null && !samePage(pathname, keptPathname)) keptPathname = null;
  preloadFullPage().catch(() => undefined);
}

/**
 * Every page in the browser. A kept page loaded from the server stays as built (KeptPage); any
 * other page, and a kept one reached by a client-side navigation, is rendered whole, its code
 * fetched when not already here: the build's HTML asks for it ahead
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
  if (keptPathname !== null && samePage(pathname, keptPathname))
    return <KeptPage pageData={pageData} />;
  return (
    <Suspense>
      <fullPage.Component pathname={pathname}>{children}</fullPage.Component>
    </Suspense>
  );
}
