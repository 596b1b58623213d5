// `node scripts/load-test.mjs <baseUrl> [--requests N] [--concurrency N] [--rate N]`
// Load test of POST /api/subscribe against a site already served with LEADS_RATE_LIMIT and
// LEADS_CONNECTIONS_PER_CLIENT raised (it is one client with many connections), run
// with the server's own store settings (LEADS_DATA_DIR or DATABASE_URL) so that it can read what
// was stored (see scripts/lib/load-test.mjs). Prints the figures, then one JSON line with the
// summary; exits 1 when a check fails, 2 on a usage error.
import { parseArgs } from "node:util";
import { LOAD_TEST_DEFAULTS, runLoadTest } from "./lib/load-test.mjs";
import { readStored } from "./lib/stored.mjs";

const USAGE =
  "usage: node scripts/load-test.mjs <baseUrl> [--requests N] [--concurrency N] [--rate N]";

function positive(value, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a positive whole number\n${USAGE}`);
    process.exit(2);
  }
  return number;
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      requests: { type: "string" },
      concurrency: { type: "string" },
      rate: { type: "string" },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const [baseUrl] = parsed.positionals;
if (!baseUrl || parsed.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const summary = await runLoadTest({
  baseUrl,
  readStored: () => readStored({}),
  requests: positive(parsed.values.requests ?? LOAD_TEST_DEFAULTS.requests, "requests"),
  concurrency: positive(parsed.values.concurrency ?? LOAD_TEST_DEFAULTS.concurrency, "concurrency"),
  ratePerSecond: parsed.values.rate === undefined ? null : positive(parsed.values.rate, "rate"),
  log: console.log,
});

const { latencyMs } = summary;
console.log(
  `${summary.requests} requests in ${(summary.durationMs / 1000).toFixed(1)} s ` +
    `(${summary.requestsPerSecond}/s); latency p50 ${latencyMs.p50} ms, ` +
    `p95 ${latencyMs.p95} ms, max ${latencyMs.max} ms`,
);
console.log(`by kind:   ${JSON.stringify(summary.byKind)}`);
console.log(`by status: ${JSON.stringify(summary.byStatus)}`);
console.log(`stored:    ${summary.stored.found} of ${summary.stored.expected} valid leads`);
for (const check of summary.checks) {
  console.log(`${check.ok ? "✓" : "✗"} ${check.name}${check.detail ? ` (${check.detail})` : ""}`);
  for (const failure of check.failures) console.log(`    ${failure}`);
}
console.log(JSON.stringify(summary));
process.exit(summary.ok ? 0 : 1);
