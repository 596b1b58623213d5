import { siteConsent } from "./analytics/site";
import { keptPageLoaded, preloadFullPage } from "./page-root";
import { yieldToMain } from "./yield-to-main";

/**
 * The browser's work before Gatsby hydrates, each step in a task of its own rather than in the long
 * one that evaluates the bundle. Reading the stored consent choice is the first use of
 * localStorage, which opens the site's storage and takes a while on a slow phone. A page that is
 * not kept starts fetching the code that renders it whole (which then builds Chakra's system). A
 * visitor who accepted analytics earlier has the tag set up before the first render, so its
 * events count.
 */
export async function prepareClient(): Promise<void> {
  // Beside the page's own resources, which Gatsby fetches once this returns.
  if (!keptPageLoaded()) preloadFullPage().catch(() => undefined);
  await yieldToMain();
  siteConsent();
}
