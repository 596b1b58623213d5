import { siteConsent } from "./analytics/site";
import { yieldToMain } from "./yield-to-main";
import { prepareSystem } from "../theme";

/**
 * The browser's work before Gatsby hydrates, each step in a task of its own rather than in the long
 * one that evaluates the bundle. Reading the stored consent choice is the first use of
 * localStorage, which opens the site's storage and takes a while on a slow phone; then
 * Chakra's system is built (prepareSystem). A visitor who accepted analytics earlier has the tag
 * set up before the first render, so its events count.
 */
export async function prepareClient(): Promise<void> {
  await yieldToMain();
  siteConsent();
  await prepareSystem();
}
