// A page watched for what the site's Content-Security-Policy and security headers forbid: the
// violations it reports, policy lines in its console, and same-origin responses that lack a
// header (or, on a script, style sheet, font, image or JSON, carry a page-only one). The route sweep (routes.test.ts) and the security tests share it.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { isDocumentType, isScriptType, WORKER_POLICY } from "../../src/lib/header-scope";
import { BASE_URL, DESKTOP, hydrated, url } from "./site";

/** Every answer's; a document's (src/lib/header-scope.ts) carries the page-only ones as well. */
const EVERY_ANSWER = { "x-content-type-options": "nosniff" };
const DOCUMENT_ONLY = {
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** Console lines a blocked resource or a bad header leaves. */
const POLICY_MESSAGE = /Content Security Policy|Refused to|Permissions-Policy|Permissions policy/i;

export interface Watch {
  page: Page;
  /** Violations the page reported (securitypolicyviolation) and policy lines in the console. */
  violations: () => Promise<string[]>;
  /** Same-origin responses that lacked a security header, or had a page's on no page. */
  unprotected: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
  close: () => Promise<void>;
}

export async function watch(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
): Promise<Watch> {
  const context = await browser.newContext({ ...options, reducedMotion: "reduce" });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  const page = await context.newPage();
  const messages: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) messages.push(message.text());
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const unprotected: string[] = [];
  const origin = new URL(BASE_URL).origin;
  page.on("response", (response) => {
    if (new URL(response.url()).origin !== origin) return;
    const headers = response.headers();
    const document = isDocumentType(headers["content-type"]);
    const missing = Object.entries({ ...EVERY_ANSWER, ...(document ? DOCUMENT_ONLY : {}) })
      .filter(([name, value]) => headers[name] !== value)
      .map(([name]) => name);
    if (!document) {
      // A script, style sheet, font, image or JSON: no page's header, a page's policy least of
      // all; a script has the strict one a worker started from it runs under.
      if (
        isScriptType(headers["content-type"]) &&
        headers["content-security-policy"] !== WORKER_POLICY
      ) {
        missing.push("the worker's content-security-policy");
      }
      const extra = [
        ...(isScriptType(headers["content-type"]) ? [] : ["content-security-policy"]),
        "permissions-policy",
        ...Object.keys(DOCUMENT_ONLY),
      ];
      const sent = extra.filter((name) => headers[name] !== undefined);
      if (sent.length) unprotected.push(`${response.url()} is no page, yet has ${sent.join(", ")}`);
    } else {
      if (!headers["content-security-policy"]?.includes("frame-ancestors 'none'")) {
        missing.push("content-security-policy");
      }
      if (!headers["permissions-policy"]?.includes("camera=()")) missing.push("permissions-policy");
    }
    if (missing.length) unprotected.push(`${response.url()} lacks ${missing.join(", ")}`);
  });
  const violations = async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { __violations?: string[] }).__violations ?? [],
    )),
  ];
  return { page, violations, unprotected, errors, close: () => context.close() };
}

/** A watched page at `route`, hydrated. */
export async function openWatched(
  browser: Browser,
  route: string,
  options?: BrowserContextOptions,
): Promise<Watch> {
  const watched = await watch(browser, options);
  await watched.page.goto(url(route));
  await hydrated(watched.page);
  return watched;
}

/** Scrolls down the page a screen at a time, so whatever loads on approach loads. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
}

/** No violation, every same-origin response with the headers; closes the page. */
export async function expectClean({ violations, unprotected, close }: Watch) {
  expect(await violations()).toEqual([]);
  expect(unprotected).toEqual([]);
  await close();
}
