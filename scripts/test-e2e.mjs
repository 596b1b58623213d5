// End-to-end gate: the built site under the production server on loopback, twice. First with the
// embedded SQLite store: every test in tests/e2e, then the load tests of /api/subscribe. Then with a
// real PostgreSQL server (a throwaway cluster): the lead tests and the load test again.
// Build first (`npm run build`); `npm test` does. Extra arguments go to Jest.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findChrome } from "./lib/chrome.mjs";
import { runLoadTest } from "./lib/load-test.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { requireBuiltSite, run, startProductionServer } from "./lib/serve.mjs";
import { readStored } from "./lib/stored.mjs";

requireBuiltSite();

const chrome = findChrome();
const args = process.argv.slice(2);
/** The tests a store changes: every form's lead, with and without scripts. */
const LEAD_TESTS = "tests/e2e/(leads|forms-without-scripts)\\.test\\.ts";

/** The load test from 50 clients, then at a steady rate (each request leaving on time). */
async function loadTest(baseUrl, storeEnv) {
  const store = storeEnv.DATABASE_URL ? "PostgreSQL" : "SQLite";
  let ok = true;
  for (const options of [{}, { requests: 1_000, ratePerSecond: 500 }]) {
    const summary = await runLoadTest({
      baseUrl,
      readStored: () => readStored(storeEnv),
      ...options,
    });
    const { p50, p95, max } = summary.latencyMs;
    const sent = options.ratePerSecond
      ? `at ${options.ratePerSecond}/s`
      : `from ${summary.concurrency} clients`;
    console.log(
      `Load test (${store}): ${summary.requests} requests ${sent} in ${summary.durationMs} ms ` +
        `(${summary.requestsPerSecond}/s); latency p50 ${p50} ms, p95 ${p95} ms, max ${max} ms; ` +
        `${summary.resent} resent after a reset`,
    );
    for (const check of summary.checks ?? []) {
      const detail = check.detail ? ` (${check.detail})` : "";
      console.log(`  ${check.ok ? "ok " : "FAIL"} ${check.name}${check.ok ? "" : detail}`);
      // The first few failures (the check keeps five), so a red run says what went wrong.
      if (!check.ok) for (const failure of check.failures) console.log(`       ${failure}`);
    }
    ok &&= summary.ok;
  }
  return ok;
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
      env: { ...process.env, CHROME_PATH: chrome, E2E_BASE_URL: server.baseUrl, ...testEnv },
    });
    if (code !== 0) return false;
    if (args.includes("--no-load")) return true;
    return await loadTest(server.baseUrl, storeEnv);
  } finally {
    const { code } = await server.stop();
    if (code !== 0)
      console.error(`The server ended with code ${code} after SIGTERM:\n${server.output()}`);
  }
}

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
  postgres.stop();
  rmSync(leadsDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
