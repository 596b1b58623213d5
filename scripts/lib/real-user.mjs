// What a visitor on a mid-range phone feels, measured in Chromium with the same applied throttling
// as the bench's Lighthouse runs (Lighthouse's mobile network figures and a 4x CPU slowdown):
// - when the page first responds to input: the moment React has hydrated the header's menu
//   button, from which a tap opens the menu;
// - the Interaction to Next Paint (INP) of tapping that button, and of typing a revenue into the
//   ROI calculator, read from the browser's own Event Timing entries.
import { chromium } from "playwright-core";
import { PLAYWRIGHT_CHROME_FLAGS } from "./chrome.mjs";
import { median } from "./median.mjs";

// Lighthouse's mobile preset as DevTools applies it (its `devtools` throttling method).
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const MENU_BUTTON = 'button[aria-controls="mobile-menu"]';
const ROI_FIELD = 'input[name="rev"]';
export const CALCULATOR_ROUTE = "/ai-roi-tools";

// Runs in the page before its own scripts: notes when an element first carries React's props
// (React adds them as it hydrates the element) and keeps every Event Timing entry.
function observePage(menuSelector) {
  const hydrated = (element) =>
    element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  const record = { hydratedAt: null, events: [] };
  globalThis.__realUser = record;
  const poll = setInterval(() => {
    if (hydrated(globalThis.document.querySelector(menuSelector))) {
      record.hydratedAt = performance.now();
      clearInterval(poll);
    }
  }, 10);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        record.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

async function throttledPage(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(observePage, MENU_BUTTON);
  return { page, close: () => context.close() };
}

/** The longest interaction after the first `after` entries (INP, with fewer than 50 of them). */
async function worstInteraction(page, after) {
  const events = await page.evaluate(() => globalThis.__realUser.events);
  const byInteraction = new Map();
  for (const event of events.slice(after)) {
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  }
  // Interactions under the 16 ms threshold leave no entry: they count as 16 ms at most.
  return Math.max(16, ...byInteraction.values());
}

async function eventCount(page) {
  return page.evaluate(() => globalThis.__realUser.events.length);
}

async function waitUntilHydrated(page, selector) {
  await page.waitForFunction(
    (target) => {
      const element = globalThis.document.querySelector(target);
      return (
        element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"))
      );
    },
    selector,
    { timeout: 60_000 },
  );
}

/** One visit: time to the first response to input, and the INP of opening the menu. */
async function visit(browser, url) {
  const { page, close } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => globalThis.__realUser?.hydratedAt !== null, null, {
      timeout: 60_000,
    });
    const respondsMs = await page.evaluate(() => globalThis.__realUser.hydratedAt);
    await page.waitForLoadState("load");
    const before = await eventCount(page);
    await page.tap(MENU_BUTTON);
    await page.getByRole("dialog").waitFor({ timeout: 30_000 });
    const menuInpMs = await worstInteraction(page, before);
    return { respondsMs, menuInpMs };
  } finally {
    await close();
  }
}

/** One visit of the calculator's page: the INP of typing a six-digit monthly revenue. */
async function typeIntoCalculator(browser, url) {
  const { page, close } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "load" });
    const field = page.locator(ROI_FIELD).first();
    await field.scrollIntoViewIfNeeded();
    await waitUntilHydrated(page, ROI_FIELD);
    await field.fill("");
    const before = await eventCount(page);
    await field.pressSequentially("125000", { delay: 150 });
    return worstInteraction(page, before);
  } finally {
    await close();
  }
}

const rounded = (values) => Math.round(median(values));

/**
 * For each origin (ours first, then any to compare) and route, `runs` visits: the medians of the
 * time until the page responds to input and of the menu's INP; and the calculator's typing INP.
 */
export async function measureRealUser(chromePath, origins, routes, { runs = 3 } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: PLAYWRIGHT_CHROME_FLAGS,
  });
  try {
    const rows = [];
    for (const route of routes) {
      const row = { route, byOrigin: [] };
      for (const origin of origins) {
        const visits = [];
        const typing = [];
        for (let i = 0; i < runs; i += 1) {
          visits.push(await visit(browser, `${origin}${route}`));
          if (route === CALCULATOR_ROUTE)
            typing.push(await typeIntoCalculator(browser, `${origin}${route}`));
        }
        row.byOrigin.push({
          respondsMs: rounded(visits.map((v) => v.respondsMs)),
          respondsRange: [
            Math.round(Math.min(...visits.map((v) => v.respondsMs))),
            Math.round(Math.max(...visits.map((v) => v.respondsMs))),
          ],
          menuInpMs: rounded(visits.map((v) => v.menuInpMs)),
          typingInpMs: typing.length ? rounded(typing) : null,
        });
      }
      rows.push(row);
      const ours = row.byOrigin[0];
      console.log(
        `  ${route}: responds at ${ours.respondsMs} ms, menu INP ${ours.menuInpMs} ms${ours.typingInpMs === null ? "" : `, typing INP ${ours.typingInpMs} ms`}`,
      );
    }
    return rows;
  } finally {
    await browser.close();
  }
}
