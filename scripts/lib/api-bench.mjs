// `npm run bench -- --api`: POST /api/subscribe with the load test's mix at 50 clients, on the
// production server with each store, and GET / with compression. Every server starts with an
// empty store and the rate limit raised. (`gatsby serve`, the preview, has no endpoints.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { runLoadTest, VALID_SHARE } from "./load-test.mjs";
import { startPostgres } from "./postgres.mjs";
import { startProductionServer } from "./serve.mjs";
import { readStored } from "./stored.mjs";

const CONCURRENCY = 50;
/** The rate of valid leads at which latency is measured, as visitors arrive rather than as fast as possible. */
const VALID_LEADS_PER_SECOND = 500;
const PAGE_SECONDS = 10;

const round = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

/** GET `/` from 50 clients for a while, as a browser asks (Brotli or gzip). */
async function pageLoad(baseUrl) {
  const latencies = [];
  let bytes = 0;
  let failed = 0;
  const end = performance.now() + PAGE_SECONDS * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/`, {
          headers: { "Accept-Encoding": "br, gzip" },
        });
        bytes +=
          Number(response.headers.get("content-length") ?? 0) ||
          (await response.arrayBuffer()).byteLength;
        latencies.push(performance.now() - started);
      } catch {
        // A server that has fallen over (the preview can, under this load) is reported, not fatal.
        failed += 1;
        return;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: round(latencies.length / seconds),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    bytesPerPage: Math.round(bytes / Math.max(1, latencies.length)),
    failed,
  };
}

async function leadLoad(baseUrl, storeEnv, requests) {
  const load = (options) =>
    runLoadTest({
      baseUrl,
      readStored: () => readStored(storeEnv),
      concurrency: CONCURRENCY,
      ...options,
    });
  // A short warm-up first: the first requests of a process compile its code.
  await load({ requests: 200 });
  const summary = await load({ requests });
  const atRate = await load({
    requests,
    ratePerSecond: Math.round(VALID_LEADS_PER_SECOND / VALID_SHARE),
  });
  const validPerSecond = (run) => round((run.byKind.valid / run.durationMs) * 1000);
  return {
    requests: summary.requests,
    requestsPerSecond: summary.requestsPerSecond,
    validPerSecond: validPerSecond(summary),
    p50: summary.latencyMs.p50,
    p95: summary.latencyMs.p95,
    ok: summary.ok && atRate.ok,
    atRate: {
      validPerSecond: validPerSecond(atRate),
      p50: atRate.latencyMs.p50,
      p95: atRate.latencyMs.p95,
    },
  };
}

export async function benchApi({ requests = 10_000, log = console.log } = {}) {
  const rows = [];
  const pages = [];
  const postgres = await startPostgres({ database: "bench_leads" });
  const dirs = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
    dirs.push(dir);
    return dir;
  };
  try {
    const servers = [
      ["production server", "SQLite", () => ({ LEADS_DATA_DIR: dataDir() })],
      ["production server", "PostgreSQL", () => ({ DATABASE_URL: postgres.url })],
    ];
    for (const [name, store, storeEnv] of servers) {
      const count = requests;
      const env = storeEnv();
      // One load generator on loopback is every client: the per-client limits are raised.
      const server = await startProductionServer({
        ...env,
        LEADS_RATE_LIMIT: "100000000",
        LEADS_CONNECTIONS_PER_CLIENT: "100000",
      });
      try {
        log(`${name}, ${store}: ${count} requests from ${CONCURRENCY} clients...`);
        const row = { server: name, store, ...(await leadLoad(server.baseUrl, env, count)) };
        rows.push(row);
        log(
          `  ${row.requestsPerSecond} req/s, ${row.validPerSecond} valid leads/s, p50 ${row.p50} ms, p95 ${row.p95} ms${row.ok ? "" : " (CHECKS FAILED)"}`,
        );
        log(
          `  at ${row.atRate.validPerSecond} valid leads/s: p50 ${row.atRate.p50} ms, p95 ${row.atRate.p95} ms`,
        );
        if (store === "SQLite") {
          const page = { server: name, ...(await pageLoad(server.baseUrl)) };
          pages.push(page);
          log(
            `  GET /: ${page.requestsPerSecond} req/s, p50 ${page.p50} ms, p95 ${page.p95} ms, ${page.bytesPerPage} bytes, ${page.failed} failed`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    postgres.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  return { rows, pages };
}

export function apiSection({ rows, pages }, date, cpus) {
  const leadRows = rows.map(
    (r) =>
      `| ${r.server} | ${r.store} | ${r.requests.toLocaleString("en-GB")} | ${r.requestsPerSecond} | ${r.validPerSecond} | ${r.p50} | ${r.p95} | ${r.ok ? "all" : "FAILED"} |`,
  );
  const rateRows = rows.map(
    (r) =>
      `| ${r.server} | ${r.store} | ${r.atRate.validPerSecond} | ${r.atRate.p50} | ${r.atRate.p95} |`,
  );
  const pageRows = pages.map(
    (p) =>
      `| ${p.server} | ${p.requestsPerSecond} | ${p.p50} | ${p.p95} | ${p.bytesPerPage.toLocaleString("en-GB")} | ${p.failed} |`,
  );
  return `## Leads and pages under load

Written by \`npm run bench -- --api\` on ${date} (${cpus} cores; the load generator runs on the same
machine). POST /api/subscribe with the load test's mix (scripts/lib/load-test.mjs: 55 % valid
leads, 15 % retried duplicates, the rest invalid, oversize or bots) from ${CONCURRENCY} clients, after
a warm-up of 200 requests; each valid lead is on disk (fsync) or committed before its answer, and
the load test's checks (every valid lead stored exactly once, nothing else) must pass.

| Server | Store | Requests | Requests/s | Valid leads/s | p50 (ms) | p95 (ms) | Checks |
|---|---|--:|--:|--:|--:|--:|---|
${leadRows.join("\n")}

As many as the server answers is its limit, where every request queues behind others. Latency as
visitors feel it is measured at a steady rate instead: the same mix sent at
${VALID_LEADS_PER_SECOND} valid leads a second, each request leaving on time whether or not earlier ones
were answered, and timed from then.

| Server | Store | Valid leads/s | p50 (ms) | p95 (ms) |
|---|---|--:|--:|--:|
${rateRows.join("\n")}

GET / (the home page) from ${CONCURRENCY} clients for ${PAGE_SECONDS} s, asking for Brotli or gzip:

| Server | Requests/s | p50 (ms) | p95 (ms) | Bytes per page | Failed |
|---|--:|--:|--:|--:|--:|
${pageRows.join("\n")}
`;
}
