// End-to-end gate: the built site under the production server on loopback, twice. First with the
// embedded SQLite store: every test in tests/e2e, then a small run of /api/subscribe under
// concurrency. Then with a real PostgreSQL server (a throwaway cluster): the lead tests and that
// run again. One Chromium serves every test file of both passes (tests/e2e/site.ts connects to
// it). The load figures (thousands of requests, at a steady rate) are the bench's:
// `npm run bench -- --api`. Build first (`npm run build`); `npm test` does. Extra arguments go
// to Jest.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { PLAYWRIGHT_CHROME_FLAGS, checkDisabledFeatures, findChrome } from "./lib/chrome.mjs";
import { runLoadTest } from "./lib/load-test.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { requireBuiltSite, run, startProductionServer } from "./lib/serve.mjs";
import { readStored } from "./lib/stored.mjs";

requireBuiltSite();

const chrome = findChrome();
const args = process.argv.slice(2);
/** The tests a store changes: every form's lead, with and without scripts. */
const LEAD_TESTS = "tests/e2e/(leads|forms-without-scripts)\\.test\\.ts";

/**
 * Enough requests at once to meet the store's concurrent paths (duplicates racing, grouped
 * commits), with the load test's mix and its checks: each valid lead stored once, nothing else.
 */
const CONCURRENT_RUN = { requests: 300, concurrency: 20 };

/** The small run under concurrency; its figures are printed, the bench's are the ones to read. */
async function concurrentRun(baseUrl, storeEnv) {
  const store = storeEnv.DATABASE_URL ? "PostgreSQL" : "SQLite";
  const summary = await runLoadTest({
    baseUrl,
    readStored: () => readStored(storeEnv),
    ...CONCURRENT_RUN,
  });
  console.log(
    `Concurrent leads (${store}): ${summary.requests} requests from ${summary.concurrency} ` +
      `clients in ${summary.durationMs} ms; ${summary.resent} resent after a reset`,
  );
  for (const check of summary.checks ?? []) {
    const detail = check.detail ? ` (${check.detail})` : "";
    console.log(`  ${check.ok ? "ok " : "FAIL"} ${check.name}${check.ok ? "" : detail}`);
    // The first few failures (the check keeps five), so a red run says what went wrong.
    if (!check.ok) for (const failure of check.failures) console.log(`       ${failure}`);
  }
  return summary.ok;
}

/** Serves the site with this store, runs Jest (and the load test) against it; resolves with ok. */
async function pass(storeEnv, jestArgs, testEnv) {
  // The per-client limits are raised: every test submits from loopback.
  const server = await startProductionServer({
    ...storeEnv,
    LEADS_RATE_LIMIT: "100000",
    LEADS_CONNECTIONS_PER_CLIENT: "100000",
  });
  try {
    const code = await run("npx", ["jest", "--config", "jest.e2e.config.mjs", ...jestArgs], {
      env: {
        ...process.env,
        CHROME_PATH: chrome,
        E2E_BASE_URL: server.baseUrl,
        E2E_BROWSER_WS: browser.wsEndpoint(),
        // bench/test-times.md's name for this pass (scripts/lib/times-reporter.cjs).
        TEST_TIMES_NAME: storeEnv.DATABASE_URL ? "e2e-postgres" : "e2e-sqlite",
        ...testEnv,
      },
    });
    if (code !== 0) return false;
    if (args.includes("--no-load")) return true;
    return await concurrentRun(server.baseUrl, storeEnv);
  } finally {
    const { code } = await server.stop();
    if (code !== 0)
      console.error(`The server ended with code ${code} after SIGTERM:\n${server.output()}`);
  }
}

const browser = await chromium.launchServer({
  executablePath: chrome,
  args: PLAYWRIGHT_CHROME_FLAGS,
});
checkDisabledFeatures(browser.process().spawnargs);
const leadsDir = mkdtempSync(path.join(tmpdir(), "e2e-leads-"));
const postgres = await startPostgres({ database: "e2e_leads" });
const jestArgs = args.filter((arg) => arg !== "--no-load");
let ok = false;
try {
  ok = await pass({ LEADS_DATA_DIR: leadsDir }, jestArgs, {
    E2E_LEADS_DIR: leadsDir,
    E2E_POSTGRES_ADMIN: postgres.admin,
  });
  if (ok) {
    console.log("\nThe lead tests again, with PostgreSQL as the store:");
    ok = await pass({ DATABASE_URL: postgres.url }, [...jestArgs, LEAD_TESTS], {
      E2E_DATABASE_URL: postgres.url,
      E2E_POSTGRES_ADMIN: postgres.admin,
    });
  }
} finally {
  await browser.close();
  postgres.stop();
  rmSync(leadsDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
