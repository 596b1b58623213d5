// Load test of POST /api/subscribe on a running site (started by the caller with LEADS_RATE_LIMIT
// and LEADS_CONNECTIONS_PER_CLIENT raised). It sends a fixed number of requests from a fixed
// number of concurrent clients (or at a fixed rate, ratePerSecond), then reads the store
// (readStored: { entries }) and checks that every valid lead was stored exactly once, each bot
// once as spam owed nothing, and nothing else. Bounded: a fixed count and an overall deadline.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { seededRandom } from "./seeded-random.mjs";

// Generous enough for a host so loaded that a request waits seconds for its answer.
export const LOAD_TEST_DEFAULTS = Object.freeze({
  requests: 2000,
  concurrency: 50,
  timeoutMs: 600_000,
  requestTimeoutMs: 120_000,
});

/** How node:http reports a connection closed under a request that had no answer yet. */
const CONNECTION_RESETS = new Set(["ECONNRESET", "EPIPE"]);

/** Share of the requests each kind gets; valid leads take what is left (VALID_SHARE). */
const MIX = {
  duplicate: 0.15,
  badEmail: 0.06,
  missingEmail: 0.03,
  wrongTypes: 0.06,
  malformed: 0.05,
  oversize: 0.03,
  notObject: 0.02,
  honeypot: 0.05,
};

export const VALID_SHARE = 1 - Object.values(MIX).reduce((sum, share) => sum + share, 0);

const EXPECTED = {
  valid: { status: 200 },
  duplicate: { status: 200 },
  badEmail: { status: 400, error: "Invalid email format" },
  missingEmail: { status: 400, error: "Email is required" },
  wrongTypes: { status: 400 },
  malformed: { status: 400, error: "Malformed JSON" },
  oversize: { status: 413, error: "Request body too large" },
  notObject: { status: 400 },
  honeypot: { status: 200 },
};

/** The forms' bot trap (src/lib/leads/fields.ts). */
const HONEYPOT_FIELD = "hp_5f3a";

const SOURCES = ["footer_newsletter", "blog_newsletter", "cta_lead_capture", "exit_intent_popup"];

function deferred() {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

/** Every request of the run, in the order the clients take them. */
export function planRequests({ requests, runId, seed = 1 }) {
  const next = seededRandom(seed);
  const counts = Object.fromEntries(
    Object.entries(MIX).map(([kind, share]) => [kind, Math.floor(requests * share)]),
  );
  const validCount = requests - Object.values(counts).reduce((sum, count) => sum + count, 0);
  const email = (label, i) => `lt-${runId}-${label}-${i}@example.com`;
  const json = (value) => JSON.stringify(value);
  const jobs = [];

  for (let i = 0; i < validCount; i += 1) {
    jobs.push({
      kind: "valid",
      key: `lt-${runId}-${i}`,
      body: json({
        email: email("lead", i),
        name: `Load Test ${i}`,
        company: "Load Test Ltd",
        source: SOURCES[i % SOURCES.length],
        tags: ["load-test"],
      }),
      done: deferred(),
    });
  }
  const wrongTypes = [
    (i) => ({ email: email("types", i), name: 42 }),
    (i) => ({ email: email("types", i), tags: "not-a-list" }),
    (i) => ({ email: email("types", i), assessmentScore: "high" }),
    (i) => ({ email: email("types", i), source: 7 }),
  ];
  const bodies = {
    badEmail: (i) => json({ email: `lt-${runId}-bad-${i} at example.com` }),
    missingEmail: (i) => json({ name: `No Email ${i}`, company: email("missing", i) }),
    wrongTypes: (i) => json(wrongTypes[i % wrongTypes.length](i)),
    malformed: (i) => `{"email":"${email("malformed", i)}",`,
    oversize: (i) => json({ email: email("oversize", i), message: "x".repeat(70 * 1024) }),
    notObject: (i) => json([email("array", i)]),
    honeypot: (i) => json({ email: email("honeypot", i), [HONEYPOT_FIELD]: "I am a bot" }),
  };
  for (const [kind, body] of Object.entries(bodies)) {
    for (let i = 0; i < counts[kind]; i += 1) jobs.push({ kind, body: body(i) });
  }
  // Shuffle, then place each duplicate somewhere after its original. Two in three wait for the
  // original's answer (a retry); the rest race it (a double submit).
  for (let i = jobs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j], jobs[i]];
  }
  const ordered = jobs.map((job, position) => ({ job, position }));
  const originals = ordered.filter(({ job }) => job.kind === "valid");
  for (let i = 0; i < counts.duplicate; i += 1) {
    const { job: original, position } = originals[Math.floor(next() * originals.length)];
    ordered.push({
      job: {
        kind: "duplicate",
        key: original.key,
        body: original.body,
        original,
        waits: i % 3 !== 0,
      },
      position: position + 0.5 + next() * (jobs.length - position),
    });
  }
  return ordered.sort((a, b) => a.position - b.position).map(({ job }) => job);
}

function percentile(sorted, fraction) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const round = (value) => Math.round(value * 10) / 10;

/**
 * Runs the load test and checks the store. Resolves with a summary whose `ok` says whether every
 * check passed; `checks` lists each one with what it found.
 */
export async function runLoadTest({
  baseUrl,
  readStored,
  requests = LOAD_TEST_DEFAULTS.requests,
  concurrency = LOAD_TEST_DEFAULTS.concurrency,
  timeoutMs = LOAD_TEST_DEFAULTS.timeoutMs,
  requestTimeoutMs = LOAD_TEST_DEFAULTS.requestTimeoutMs,
  ratePerSecond = null,
  seed = 1,
  log = () => undefined,
}) {
  const runId = randomUUID().slice(0, 8);
  const url = new URL("/api/subscribe", baseUrl).href;
  const jobs = planRequests({ requests, runId, seed });
  const before = await readStored();
  const deadline = AbortSignal.timeout(timeoutMs);
  const results = [];
  let taken = 0;

  // node:http with kept-alive sockets, not fetch: fetch costs the load generator more CPU per
  // request than the server spends answering it, and both share this machine's cores.
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // At the deadline every request still open is cut. One listener: a signal given to each
  // request gathers thousands of them, and the run slows as they grow.
  deadline.addEventListener("abort", () => agent.destroy(), { once: true });
  const attempt = (job, headers, result) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        url,
        {
          method: "POST",
          agent,
          headers: { ...headers, "Content-Length": Buffer.byteLength(job.body) },
          timeout: requestTimeoutMs,
        },
        (response) => {
          result.status = response.statusCode;
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            try {
              result.body = JSON.parse(text);
            } catch {
              result.body = text;
            }
            resolve();
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("no answer in time")));
      request.on("error", reject);
      request.end(job.body);
    });

  // A request reset before any answer (a kept-alive connection the server was closing as it was
  // reused) is sent once more, as browsers do; a lead keeps its Idempotency-Key, so it is stored
  // once however many times it arrives, and every other kind stores nothing.
  async function send(job, due = performance.now()) {
    const headers = { "Content-Type": "application/json" };
    if (job.key) headers["Idempotency-Key"] = job.key;
    const started = due;
    const result = { job, status: 0, body: null, error: null, ms: 0, resent: false };
    for (;;) {
      try {
        await attempt(job, headers, result);
        result.error = null;
        break;
      } catch (error) {
        result.error = error?.code ?? error?.message ?? String(error);
        if (result.resent || result.status !== 0 || !CONNECTION_RESETS.has(result.error)) break;
        result.resent = true;
      }
    }
    result.ms = performance.now() - started;
    results.push(result);
    job.done?.resolve(result);
  }

  async function client() {
    while (taken < jobs.length && !deadline.aborted) {
      const job = jobs[taken];
      taken += 1;
      if (job.waits) await job.original.done.promise;
      await send(job);
    }
  }

  // At a fixed rate, each request leaves on time whether or not the ones before it have been
  // answered (as visitors arrive), and its latency counts from then: a server that falls behind
  // shows it in its latency, not as a slower rate.
  async function onSchedule(started) {
    const sent = [];
    for (const [index, job] of jobs.entries()) {
      if (deadline.aborted) break;
      const due = started + (index * 1000) / ratePerSecond;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(
        job.waits
          ? job.original.done.promise.then(() => send(job))
          : send(job, Math.min(due, performance.now())),
      );
    }
    await Promise.all(sent);
  }

  log(
    `${jobs.length} requests to ${url} ${ratePerSecond ? `at ${ratePerSecond}/s` : `from ${concurrency} clients`} (run ${runId})`,
  );
  const started = performance.now();
  if (ratePerSecond) await onSchedule(started);
  else await Promise.all(Array.from({ length: concurrency }, client));
  const durationMs = performance.now() - started;
  agent.destroy();
  const after = await readStored();

  const checks = [];
  const check = (name, failures, detail = "") =>
    checks.push({ name, ok: failures.length === 0, detail, failures: failures.slice(0, 5) });
  const describe = ({ job, status, error }) => `${job.kind} -> ${error ?? status}`;

  check(
    `all ${jobs.length} requests answered within ${timeoutMs / 1000} s`,
    results.length === jobs.length ? [] : [`${jobs.length - results.length} never answered`],
  );
  check(
    "no 5xx and no network errors",
    results.filter((r) => r.error || r.status >= 500).map(describe),
  );
  const tooMany = results.filter((r) => r.status === 429).length;
  check(
    "every request got the expected status and error",
    results
      .filter(({ job, status, body }) => {
        const expected = EXPECTED[job.kind];
        return status !== expected.status || (expected.error && body?.error !== expected.error);
      })
      .map(describe),
    tooMany ? `${tooMany} answered 429: start the server with LEADS_RATE_LIMIT raised` : "",
  );
  check(
    "every error body is exactly { error, hint }",
    results
      .filter(({ status }) => status >= 400 && status < 500)
      .filter(({ body }) => JSON.stringify(Object.keys(body ?? {}).sort()) !== '["error","hint"]')
      .map(describe),
  );

  const runEntries = after.entries.filter((entry) =>
    String(entry.record.email ?? "").startsWith(`lt-${runId}-`),
  );
  const byKey = new Map();
  for (const entry of runEntries) {
    byKey.set(entry.idempotencyKey, [...(byKey.get(entry.idempotencyKey) ?? []), entry]);
  }
  const valid = results.filter((r) => r.job.kind === "valid");
  check(
    "every valid lead is stored exactly once, under the id it was answered with",
    valid.flatMap(({ job, body }) => {
      const stored = byKey.get(job.key) ?? [];
      if (stored.length !== 1) return [`${job.key} stored ${stored.length} times`];
      const { id } = stored[0];
      return body?.subscriberId === id
        ? []
        : [`${job.key} answered ${body?.subscriberId}, stored ${id}`];
    }),
  );
  // A bot's body is kept as spam the owner can restore, owed nothing (docs/inbox.md).
  const isBot = (entry) => String(entry.record.email).startsWith(`lt-${runId}-honeypot-`);
  const bots = results.filter((r) => r.job.kind === "honeypot");
  const botEntries = runEntries.filter(isBot);
  check(
    "duplicates and invalid requests added nothing; each bot kept once, owed nothing",
    [
      ...(runEntries.length - botEntries.length === valid.length
        ? []
        : [
            `${runEntries.length - botEntries.length} lines stored for ${valid.length} valid leads`,
          ]),
      ...(botEntries.length === bots.length
        ? []
        : [`${botEntries.length} bot lines stored for ${bots.length} bots`]),
      ...botEntries
        .filter((entry) => entry.deliveries.length > 0)
        .map((entry) => `bot ${entry.record.email} owed ${entry.deliveries.length} deliveries`),
    ],
    `${after.entries.length - before.entries.length} lines added`,
  );
  check(
    "a duplicate answers with its original's subscriberId",
    results
      .filter((r) => r.job.kind === "duplicate")
      .filter((r) => {
        const original = results.find((o) => o.job === r.job.original);
        return !original || r.body?.subscriberId !== original.body?.subscriberId;
      })
      .map((r) => `${r.job.key}: ${r.body?.subscriberId}`),
  );

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const count = (pick) =>
    results.reduce((counts, r) => ({ ...counts, [pick(r)]: (counts[pick(r)] ?? 0) + 1 }), {});
  return {
    ok: checks.every((c) => c.ok),
    runId,
    baseUrl,
    requests: results.length,
    concurrency,
    durationMs: Math.round(durationMs),
    requestsPerSecond: round((results.length / durationMs) * 1000),
    latencyMs: {
      p50: round(percentile(latencies, 0.5)),
      p95: round(percentile(latencies, 0.95)),
      max: round(latencies.at(-1) ?? 0),
    },
    byKind: count((r) => r.job.kind),
    byStatus: count((r) => (r.error ? "error" : r.status)),
    resent: results.filter((r) => r.resent).length,
    stored: { expected: valid.length, found: runEntries.length },
    checks,
  };
}
