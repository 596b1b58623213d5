// Input latency of the calculators, as their InputLatency stories measure it in a play function:
// each keystroke's time from the input event to the results changing on screen. The bench opens
// each story in a static Storybook (built if missing) in Chromium, with no CPU throttling (the
// test machine as it is), and reads the figures the play function leaves on window.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { median } from "./median.mjs";
import { CHROME_FLAGS } from "./chrome.mjs";
import { HOST, freePort, run, startServer } from "./serve.mjs";

const STORYBOOK_DIR = "storybook-static";

/** The stories and where each leaves its figures. */
export const LATENCY_STORIES = [
  { name: "ROI calculator", id: "tools-roicalculator--input-latency", key: "__inputLatency" },
  { name: "MRR calculator", id: "tools-mrrcalculator--input-latency", key: "__mrrInputLatency" },
];

/** Runs each latency story `runs` times; per story, every keystroke's latency over all runs. */
export async function measureInputLatency(chromePath, { runs = 5, build = true } = {}) {
  if (build || !existsSync(`${STORYBOOK_DIR}/index.json`)) {
    const code = await run("npx", ["storybook", "build", "--quiet", "-o", STORYBOOK_DIR], {
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
    });
    if (code !== 0) throw new Error("Storybook did not build");
  }
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const server = await startServer(
    "npx",
    ["http-server", STORYBOOK_DIR, "-a", HOST, "-p", String(port), "-s", "-c-1"],
    `${baseUrl}/index.json`,
  );
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const results = [];
    for (const story of LATENCY_STORIES) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`${baseUrl}/iframe.html?id=${story.id}&viewMode=story`);
        const handle = await page.waitForFunction((key) => globalThis[key], story.key, {
          timeout: 60_000,
        });
        const figures = await handle.jsonValue();
        samples.push(...figures.samples);
        await page.close();
      }
      results.push({
        name: story.name,
        keystrokes: samples.length,
        medianMs: Number(median(samples).toFixed(1)),
        p95Ms: Number(
          [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1].toFixed(1),
        ),
        maxMs: Number(Math.max(...samples).toFixed(1)),
      });
    }
    return results;
  } finally {
    await browser.close();
    server.stop();
  }
}
