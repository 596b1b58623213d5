// End-to-end gate: serves the built site (pages and functions) with `gatsby serve` on loopback and
// runs tests/e2e against it. Build first (`npm run build`); `npm test` does.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findChrome } from "./lib/chrome.mjs";
import { runLoadTest } from "./lib/load-test.mjs";
import { run, serveBuiltSite } from "./lib/serve.mjs";

if (!existsSync("public/index.html")) {
  console.error("No built site in public/: run `npm run build` first.");
  process.exit(1);
}

const chrome = findChrome();
// The functions write leads to a fresh store the tests can read; the per-IP rate limit is raised
// because every test submits from loopback.
const leadsDir = mkdtempSync(path.join(tmpdir(), "e2e-leads-"));
const server = await serveBuiltSite({ LEADS_DATA_DIR: leadsDir, LEADS_RATE_LIMIT: "100000" });

const code = await run(
  "npx",
  ["jest", "--config", "jest.e2e.config.mjs", ...process.argv.slice(2)],
  {
    env: {
      ...process.env,
      CHROME_PATH: chrome,
      E2E_BASE_URL: server.baseUrl,
      E2E_LEADS_DIR: leadsDir,
    },
  },
);
// Then the load test of /api/subscribe on the same server (2,000 mixed requests, 50 clients).
let loadOk = true;
if (code === 0 && !process.argv.includes("--no-load")) {
  const summary = await runLoadTest({ baseUrl: server.baseUrl, dataDir: leadsDir });
  const { p50, p95, max } = summary.latencyMs;
  console.log(
    `Load test: ${summary.requests} requests from ${summary.concurrency} clients in ` +
      `${summary.durationMs} ms; latency p50 ${p50} ms, p95 ${p95} ms, max ${max} ms; ` +
      `${summary.resent} resent after a connection reset`,
  );
  for (const check of summary.checks ?? []) {
    const detail = check.detail ? ` (${check.detail})` : "";
    console.log(`  ${check.ok ? "ok " : "FAIL"} ${check.name}${check.ok ? "" : detail}`);
    // The first few failures (the check keeps five), so a red run says what went wrong.
    if (!check.ok) for (const failure of check.failures) console.log(`       ${failure}`);
  }
  loadOk = summary.ok;
}
server.stop();
rmSync(leadsDir, { recursive: true, force: true });
process.exit(code || (loadOk ? 0 : 1));
