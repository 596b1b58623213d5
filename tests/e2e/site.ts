// Shared set-up for the end-to-end tests: the served site's address, the routes the product names, and a
// headless Chromium from the machine (never a downloaded one).
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from "playwright-core";
import site from "../../content/site.json";
import { PLAYWRIGHT_CHROME_FLAGS } from "../../scripts/lib/chrome.mjs";
import { postSummaries } from "../blog-content";

export const BASE_URL = process.env.E2E_BASE_URL ?? "";
if (!BASE_URL)
  throw new Error("E2E_BASE_URL is not set: run the end-to-end tests with `npm run test:e2e`");

/**
 * Every route in the table of docs/product.md#routes (each blog post that has a page), the legal
 * pages and search.
 */
export const ROUTES = [
  "/",
  "/services",
  "/services/saas-platforms",
  "/services/ai-automation",
  "/about",
  "/case-studies",
  "/contact",
  "/ai-roi-tools",
  "/blog",
  ...postSummaries.flatMap((post) => (post.slug === null ? [] : [`/blog/${post.slug}`])),
  "/advanced-tools",
  "/privacy-policy",
  "/terms-of-service",
  "/search",
];

/**
 * A page React renders whole (not a kept page, src/lib/kept-pages.ts), for what only such a page
 * does: hydration, the router's client-side navigation, the shell's parts live from the start.
 * Every page a visitor browses to is kept; a thank-you page is not.
 */
export const WHOLE_PAGE = "/thank-you/message";

/** Another page React renders whole. */
export const OTHER_WHOLE_PAGE = "/thank-you/consultation";

/**
 * A client-side navigation to the home page, as Gatsby's `navigate` from code makes one (every
 * link to a kept page loads it from the server): the router renders the home page whole.
 */
export async function routeHome(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { ___navigate: navigate } = window as Window & { ___navigate?: (to: string) => void };
    if (!navigate) throw new Error("Gatsby's router is not here");
    navigate("/");
  });
  await page.waitForURL(url("/"));
}

/** On the home page (kept): once the carousel's DOM code is here, which makes the hidden slides inert. */
export async function carouselLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLElement>('[aria-roledescription="slide"][aria-hidden="true"]')
        ?.inert === true,
  );
}

export const SITE_TITLE = site.title;
/** Canonical URLs are built from SITE_URL when the build had one, else the content default. */
export const SITE_URL = (process.env.SITE_URL ?? site.defaultSiteUrl).replace(/\/$/, "");

export const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/**
 * The gate's one Chromium (scripts/test-e2e.mjs starts it and names it in E2E_BROWSER_WS), or
 * one of this file's own when there is none. Closing a connected browser only disconnects.
 */
export function launch(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: PLAYWRIGHT_CHROME_FLAGS,
  });
}

/**
 * A download's text. Read through its stream: a browser the test connected to (the gate's shared
 * one) keeps the file on its side, where `path()` cannot reach it.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

export function url(path: string): string {
  return new URL(path, BASE_URL).toString();
}

/** Each image under `selector`: its source (a site path), alt text and loading attributes. */
export function coverImages(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute("src"),
      alt: image.getAttribute("alt"),
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
      loading: image.getAttribute("loading"),
      fetchpriority: image.getAttribute("fetchpriority"),
    })),
  );
}

/**
 * Opens a page that records console errors and failed requests, so a test can assert none. Motion
 * is reduced unless the options say otherwise.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = DESKTOP) {
  const context = await browser.newContext({ reducedMotion: "reduce", ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/**
 * Waits until Gatsby has hydrated the page: its router's wrapper and the site's footer carry
 * React's props. The wrapper is in the built HTML already, and the scripts load after the first
 * paint, so neither its presence nor a quiet network says that React has started. The shell's
 * parts hydrate in slices after the wrapper, the footer last; a navigation before then reaches
 * parts still waiting, which React renders again from scratch (error 421). A kept page, which
 * React never hydrates, waits for the app's first render instead: `onInitialClientRender` marks
 * the document `data-loaded` (after its load), when the kept page's own code has started.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector("[data-kept-page]")?.hasChildNodes())
      return document.documentElement.hasAttribute("data-loaded");
    const holds = (element: Element | null | undefined) =>
      element !== null &&
      element !== undefined &&
      Object.keys(element).some((key) => key.startsWith("__reactProps$"));
    const footers = document.querySelectorAll("footer");
    return (
      holds(document.querySelector("#gatsby-focus-wrapper")) && holds(footers[footers.length - 1])
    );
  });
  await page.waitForLoadState("networkidle");
}

/**
 * What `read` gives once it gives `expected`, or what it gives after `timeout` ms, for the
 * assertion that follows to report (Jest's own expect does not retry). For states that arrive a
 * moment after hydration or an action: a field filled from the URL (the static HTML has it empty),
 * a history change, a re-render on the next frame. Each read is fresh, so a replaced node is found.
 */
export async function settled<T>(read: () => Promise<T>, expected: T, timeout = 5000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!Object.is(value, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/**
 * Clicks `locator` until `read` gives `expected`: for a kept page's DOM code, fetched after the
 * page has loaded, before which a click does nothing. Each click is made only while `read` does
 * not yet give `expected`, so none undoes another.
 */
export async function clickUntil<T>(
  locator: Locator,
  read: () => Promise<T>,
  expected: T,
  timeout = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!Object.is(await read(), expected)) {
    if (Date.now() > deadline) throw new Error(`${locator.toString()} never answered a click`);
    await locator.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until React has hydrated this element (it carries React's props), so a click reaches the
 * page's handlers rather than the browser's default. Suspense boundaries hydrate one by one, so the
 * page being hydrated does not mean every part of it is. The locator is found again each time it
 * is read: a kept page's island comes to life as new elements in place of the built ones.
 */
export async function interactive(locator: Locator, timeout = 30_000): Promise<void> {
  const holdsProps = () =>
    locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")));
  if (!(await settled(holdsProps, true, timeout)))
    throw new Error(`${locator.toString()} never came to life`);
}
