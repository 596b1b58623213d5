// `npm run bench -- --phone`: what a phone feels on each page, ours and any peer's in the same
// rounds. Playwright drives Chromium as a 390 x 844 touch phone with its CPU slowed 4x on a
// 1.6 Mbit/s, 150 ms link; every visit is a fresh context (an empty cache), the pages visited
// round-robin so the machine's noise falls on all of them alike, and each figure is a median.
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import { blockingTime, QUIET_MS, totalBlockingTime } from "./blocking-time.mjs";
import { PLAYWRIGHT_CHROME_FLAGS } from "./chrome.mjs";
import { median } from "./median.mjs";

const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
// A page that has not gone quiet by then is reported as quiet at the limit.
const QUIET_LIMIT_MS = 20_000;
const MENU_BUTTON = { name: "Open menu" };
const MENU_LIMIT_MS = 10_000;

// Runs in the page before its own scripts: keeps the long tasks, the largest paint and the
// interactions' Event Timing entries.
function watchPage() {
  const record = { longTasks: [], lcpMs: null, interactions: [] };
  globalThis.__phone = record;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      record.longTasks.push({ startTime: task.startTime, duration: task.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    record.lcpMs = list.getEntries().at(-1).startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) record.interactions.push(entry.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

// Runs in the page once it is quiet: notes the next tap's time, then looks at every frame until
// a dialog shows and notes that frame's time.
function watchMenu() {
  const watch = { tapAt: null, visibleAt: null };
  globalThis.__menu = watch;
  globalThis.addEventListener("pointerdown", (event) => (watch.tapAt ??= event.timeStamp), {
    capture: true,
  });
  const shown = () =>
    [...globalThis.document.querySelectorAll('dialog[open], [role="dialog"]')].some(
      (dialog) =>
        dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        dialog.getBoundingClientRect().height > 0,
    );
  const frame = () => {
    if (watch.tapAt !== null && shown()) watch.visibleAt = performance.now();
    else globalThis.requestAnimationFrame(frame);
  };
  globalThis.requestAnimationFrame(frame);
}

/** The bytes of every script response (headers included, as sent over the wire). */
function countScriptBytes(cdp) {
  const scripts = new Set();
  const counted = { bytes: 0 };
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) counted.bytes += event.encodedDataLength;
  });
  return counted;
}

async function untilQuiet(page) {
  for (;;) {
    const { tasks, now } = await page.evaluate(() => ({
      tasks: globalThis.__phone.longTasks,
      now: performance.now(),
    }));
    const quiet = blockingTime(tasks, now);
    if (quiet) return quiet;
    if (now > QUIET_LIMIT_MS) return { quietAtMs: now, tbtMs: totalBlockingTime(tasks) };
    await page.waitForTimeout(250);
  }
}

/**
 * Milliseconds from tapping the menu button to the frame that shows the menu; null where there
 * is no button, or the tap opens nothing (the floor has no script to open it).
 */
async function menuVisibleMs(page) {
  const button = page.getByRole("button", MENU_BUTTON);
  if (!(await button.isVisible())) return null;
  await page.evaluate(watchMenu);
  await button.tap();
  try {
    await page.waitForFunction(() => globalThis.__menu.visibleAt !== null, null, {
      timeout: MENU_LIMIT_MS,
    });
  } catch {
    return null;
  }
  return page.evaluate(() => globalThis.__menu.visibleAt - globalThis.__menu.tapAt);
}

async function visit(browser, url, userAgent) {
  const context = await browser.newContext({ ...PHONE, userAgent });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const scriptBytes = countScriptBytes(cdp);
    await page.addInitScript(watchPage);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    const { quietAtMs, tbtMs } = await untilQuiet(page);
    const { fcpMs, lcpMs } = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      lcpMs: globalThis.__phone.lcpMs,
    }));
    const jsKb = scriptBytes.bytes / 1024;
    // The scripted interactions: a key, the menu where there is one, and closing it.
    await page.keyboard.press("Tab");
    const menuMs = await menuVisibleMs(page);
    await page.keyboard.press("Escape");
    await page.waitForTimeout(1000);
    const interactions = await page.evaluate(() => globalThis.__phone.interactions);
    // Interactions under Event Timing's 16 ms threshold leave no entry: they count as 16.
    const worstMs = Math.max(16, ...interactions);
    return { fcpMs, lcpMs, tbtMs, quietAtMs, jsKb, menuMs, worstMs };
  } finally {
    await context.close();
  }
}

function medians(visits) {
  const keys = Object.keys(visits[0]);
  return Object.fromEntries(
    keys.map((key) => {
      const values = visits.map((v) => v[key]).filter((value) => value !== null);
      return [key, values.length ? median(values) : null];
    }),
  );
}

/** A node process spinning on one core for as long as it lives: the other apps of a phone. */
function busyCore() {
  return spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" });
}

/**
 * `runs` visits of every page ({ label, url }), round-robin; each page's median figures.
 * With `busy`, a CPU-bound process runs beside the browser the whole time.
 */
export async function benchPhone(chromePath, pages, { runs = 5, busy = false } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: PLAYWRIGHT_CHROME_FLAGS,
  });
  const spinner = busy ? busyCore() : null;
  try {
    const major = browser.version().split(".")[0];
    const userAgent = `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
    const visits = pages.map(() => []);
    for (let round = 1; round <= runs; round += 1) {
      for (const [i, { label, url }] of pages.entries()) {
        const figures = await visit(browser, url, userAgent);
        visits[i].push(figures);
        console.log(
          `  round ${round} ${label}: FCP ${Math.round(figures.fcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, menu ${figures.menuMs === null ? "-" : Math.round(figures.menuMs)} ms`,
        );
      }
    }
    return pages.map(({ label }, i) => ({ label, ...medians(visits[i]) }));
  } finally {
    spinner?.kill();
    await browser.close();
  }
}

const ms = (value) => (value === null ? "–" : Math.round(value).toLocaleString("en-GB"));

/** The bench/results.md section of one phone bench: its heading, how it ran, and the table. */
export function phoneSection(rows, { busy, runs, date, chromium: browserVersion }) {
  const heading = busy ? PHONE_HEADINGS.busy : PHONE_HEADINGS.quiet;
  const lines = rows.map(
    (r) =>
      `| ${r.label} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${ms(r.quietAtMs)} | ${r.jsKb.toFixed(1)} | ${ms(r.menuMs)} | ${ms(r.worstMs)} |`,
  );
  return `${heading}

Written by \`npm run bench -- --phone${busy ? " --busy" : ""}\` on ${date} (scripts/lib/phone-bench.mjs): ${browserVersion}
driven by Playwright as a 390 x 844 touch phone, CPU slowed ${CPU_SLOWDOWN}x, ${NETWORK.downloadThroughput / 125_000} Mbit/s down,
${NETWORK.latency} ms latency, a fresh context per visit; ${runs} visit${runs === 1 ? "" : "s"} per page, round-robin, medians.${busy ? " A node process spun on one core the whole run: a phone with other apps open." : ""}
*TBT*: each long task's time over 50 ms, from navigation until the main thread has been quiet
for ${QUIET_MS / 1000} s; *quiet at*: when that quiet began (at most ${QUIET_LIMIT_MS / 1000} s). *JS*: bytes of every script response
as sent, headers included. *Menu*: from tapping the menu button to the frame that shows the menu
(– where no menu opened within ${MENU_LIMIT_MS / 1000} s).
*Worst interaction*: the longest Event Timing entry of a Tab key, the menu tap and Escape (16
means none over the 16 ms threshold).

| Page | FCP (ms) | LCP (ms) | TBT (ms) | Quiet at (ms) | JS (KB) | Menu (ms) | Worst interaction (ms) |
|---|--:|--:|--:|--:|--:|--:|--:|
${lines.join("\n")}
`;
}

export const PHONE_HEADINGS = {
  quiet: "## Phone bench: a quiet phone",
  busy: "## Phone bench: a phone with apps open",
};
