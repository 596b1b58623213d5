// The Storybook gate's Jest environment: the test-runner's own, except that each Jest worker keeps
// one page, already on the catalogue's iframe, from one story file to the next. The test-runner
// would connect, open a context and load the iframe again for every file, which took longer than
// most files' stories. Stories within a file have always shared their page; a file now meets the
// page as the previous file left it, but with what a new context would not have cleared away:
// no storage, no cookies, nothing focused, and scrolled to the top.
import { chromium } from "playwright-core";
import { setupPage } from "@storybook/test-runner";
import PlaywrightEnvironment from "@storybook/test-runner/dist/jest-playwright-entries/test-environment.js";

/**
 * @typedef {{
 *   browser: import("playwright-core").Browser;
 *   context: import("playwright-core").BrowserContext;
 *   page: import("playwright-core").Page;
 * }} KeptPage
 */
/** This worker's page, once its first file has opened it. @type {KeptPage | undefined} */
let kept;

/**
 * How long a worker keeps its page once a file has ended with no other begun. Then it lets go of
 * the browser: an open connection would keep a Jest running in band from exiting.
 */
const KEPT_IDLE_MS = 500;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let letGo;

/** @param {string} wsEndpoint */
async function openPage(wsEndpoint) {
  const browser = await chromium.connect(wsEndpoint);
  const context = await browser.newContext();
  const page = await context.newPage();
  await setupPage(page, context);
  return { browser, context, page };
}

/** @param {KeptPage} page */
async function clearForTheNextFile({ context, page }) {
  // Run in the page (a string: this file is Node's, without the browser's globals).
  await page.evaluate(
    "localStorage.clear(); sessionStorage.clear(); document.activeElement?.blur?.(); scrollTo(0, 0);",
  );
  await context.clearCookies();
}

export default class KeptPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    clearTimeout(letGo);
    // test-runner-jest.config.js sets skipInitialization: the parent opens no browser, context or
    // page, and sets up only the helpers the tests call.
    await super.setup();
    if (kept && !kept.page.isClosed()) {
      await clearForTheNextFile(kept);
    } else {
      kept = await openPage(this._jestPlaywrightConfig.connectOptions.wsEndpoint);
    }
    Object.assign(this.global, kept);
  }

  async teardown() {
    // The page in use: a story that navigated away was retried on another (jestPlaywright.resetPage).
    const { context, page } = this.global;
    if (kept) Object.assign(kept, { context, page });
    // The parent closes the browser it is given: this worker's connection stays open.
    this.global.browser = undefined;
    await super.teardown();
    letGo = setTimeout(() => {
      const browser = kept?.browser;
      kept = undefined;
      void browser?.close();
    }, KEPT_IDLE_MS);
  }
}
