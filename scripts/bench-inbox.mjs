// @ts-check
// `npm run bench -- --inbox`: the owner's inbox at scale. Fills each store (SQLite in a temporary
// folder, a throwaway PostgreSQL) with 100,000 leads (scripts/lib/inbox-leads.mjs), most of the
// older enquiries answered, then times the inbox store's list, filtered list, the lead desk's
// "Needs a reply" queue and reply figures, searches and a lead's detail, as its routes call them,
// then the list, the queue, the figures and a search over HTTP from the production server, and
// writes the figures to bench/inbox-results.md.
//   --leads N   how many leads (100000)
//   --runs N    timed runs of each query (50)
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import pg from "pg";
import { inboxLeads } from "./lib/inbox-leads.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { startProductionServer } from "./lib/serve.mjs";

const RESULTS = "bench/inbox-results.md";
const BUNDLE = ".cache/bench-inbox/stores.mjs";
/** The goal for the list and the searches, at the 95th percentile. */
const GOAL_P95_MS = 300;
const PAGE_SIZE = 50;
const WARM_UP_RUNS = 3;
const BATCH = 2_000;
/** A later page of "Needs a reply": its offset is the one the planner must skip. */
const QUEUE_LATER_PAGE = 50;
/** Of the enquiries older than two days, how many in ten were answered (the rest wait). */
const ANSWERED_IN_TEN = 8;
/** A surname no other lead has, carried by a handful: the rare search. */
const RARE_NAME = "Quennell";
const RARE_LEADS = 6;

/** The stores, bundled from their TypeScript as the server is (scripts/server.mjs). */
async function loadStores() {
  await build({
    stdin: {
      contents: `export { postgresStores, sqliteStores } from "./src/server/stores";
        export { LEAD_SOURCES } from "./src/lib/leads/sources";
        export { figuresQuery, storeQueue } from "./src/server/inbox/reply-desk";
        export { recentWeeks } from "./src/lib/inbox/weeks";
        export { FIGURE_WEEKS } from "./src/lib/inbox/reply-figures";`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    outfile: BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return import(pathToFileURL(path.resolve(BUNDLE)).href);
}

/**
 * The leads in batches of BATCH.
 * @param {Iterable<import("./lib/inbox-leads.mjs").BenchLead>} leads
 */
function* batches(leads) {
  let batch = [];
  for (const lead of leads) {
    batch.push(lead);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

const BY = "owner@studio.example";

/**
 * @param {import("better-sqlite3").Database} db
 * @param {Iterable<import("./lib/inbox-leads.mjs").BenchLead>} leads
 */
function fillSqlite(db, leads) {
  const insert = db.prepare(`INSERT INTO submissions
      (id, kind, idempotency_key, received_at, record, request_hash, status)
    VALUES (?, ?, NULL, ?, ?, 'bench', ?)`);
  const owe = db.prepare(`INSERT INTO deliveries
      (submission_id, target, state, attempts, last_attempt_at, status, detail)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const event = db.prepare(`INSERT INTO lead_events
      (submission_id, at, by, type, text, from_status, to_status) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const store = db.transaction((batch) => {
    for (const lead of batch) {
      insert.run(lead.id, lead.kind, lead.receivedAt, JSON.stringify(lead.record), lead.status);
      for (const d of lead.deliveries) {
        owe.run(lead.id, d.target, d.state, d.attempts, d.last_attempt_at, d.status, d.detail);
      }
      for (const e of lead.events) event.run(lead.id, e.at, BY, e.type, e.text, e.from, e.to);
    }
  });
  const ids = [];
  for (const batch of batches(leads)) {
    store(batch);
    ids.push(...batch.map((lead) => lead.id));
  }
  // Most enquiries older than two days were answered, within minutes to two days.
  db.prepare(
    `UPDATE submissions SET first_reply_at = received_at + (rowid % 48) * 3600000 + 600000
     WHERE received_at < ? AND rowid % 10 < ${ANSWERED_IN_TEN}`,
  ).run(Date.now() - 2 * 86_400_000);
  return ids;
}

/**
 * @param {string} url
 * @param {Iterable<import("./lib/inbox-leads.mjs").BenchLead>} leads
 */
async function fillPostgres(url, leads) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ids = [];
  try {
    for (const batch of batches(leads)) {
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO submissions (id, kind, received_at, record, request_hash, status)
         SELECT id, kind, to_timestamp("receivedAt" / 1000.0), record, 'bench', status
         FROM jsonb_to_recordset($1::jsonb)
           AS x(id uuid, kind text, "receivedAt" double precision, record jsonb, status text)`,
        [JSON.stringify(batch)],
      );
      await client.query(
        `INSERT INTO deliveries
           (submission_id, target, state, attempts, last_attempt_at, status, detail)
         SELECT id, d.target, d.state, d.attempts, to_timestamp(d.last_attempt_at / 1000.0),
           d.status, d.detail
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, deliveries jsonb),
           jsonb_to_recordset(x.deliveries) AS d(target text, state text, attempts integer,
             last_attempt_at double precision, status integer, detail text)`,
        [JSON.stringify(batch)],
      );
      await client.query(
        `INSERT INTO lead_events (submission_id, at, by, type, text, from_status, to_status)
         SELECT id, to_timestamp(e.at / 1000.0), $2, e.type, e.text, e."from", e."to"
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, events jsonb),
           jsonb_to_recordset(x.events) AS e(at double precision, type text, text text,
             "from" text, "to" text)`,
        [JSON.stringify(batch), BY],
      );
      await client.query("COMMIT");
      ids.push(...batch.map((lead) => lead.id));
    }
    // Most enquiries older than two days were answered, within minutes to two days.
    await client.query(
      `UPDATE submissions SET first_reply_at = received_at
         + (abs(hashtext(id::text)) % 48) * interval '1 hour' + interval '10 minutes'
       WHERE received_at < now() - interval '2 days' AND abs(hashtext(id::text)) % 10 < $1`,
      [ANSWERED_IN_TEN],
    );
    // What autovacuum does in time to a table this size: statistics and the visibility map.
    await client.query("VACUUM ANALYZE");
  } finally {
    await client.end();
  }
  return ids;
}

/** @param {number[]} sorted @param {number} fraction */
const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;

/**
 * Each query's p50, p95 and slowest run, after a few runs to warm up.
 * @param {{ label: string, kind: string, run: (i: number) => Promise<unknown> }[]} queries
 * @param {number} runs
 */
async function measure(queries, runs) {
  const results = [];
  for (const query of queries) {
    for (let i = 0; i < WARM_UP_RUNS; i += 1) await query.run(i);
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await query.run(i);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({
      label: query.label,
      kind: query.kind,
      p50: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
      max: round(times[times.length - 1] ?? 0),
    });
  }
  return results;
}

/**
 * The queries the inbox's pages make, over this store's leads.
 * @param {import("../src/server/inbox/store/types").InboxStore} inbox
 * @param {string[]} ids
 * @param {Awaited<ReturnType<typeof loadStores>>} desk the lead desk's rules
 */
function queries(inbox, ids, desk) {
  const page =
    (filter, n = 1) =>
    () =>
      inbox.leads(filter, n, PAGE_SIZE);
  const reply = { queue: desk.storeQueue("reply") };
  const figures = () => {
    const now = new Date();
    return inbox.replyFigures(desk.figuresQuery(desk.recentWeeks(now, desk.FIGURE_WEEKS), now));
  };
  return [
    { label: "List, first page", kind: "list", run: page({}) },
    { label: "List, page 200", kind: "list", run: page({}, 200) },
    { label: "Needs a reply, first page", kind: "desk", run: page(reply) },
    {
      label: `Needs a reply, page ${QUEUE_LATER_PAGE}`,
      kind: "desk",
      run: page(reply, QUEUE_LATER_PAGE),
    },
    { label: "Reply figures, last four UK weeks", kind: "desk", run: figures },
    { label: "List, contact-form leads", kind: "list", run: page({ form: "contact" }) },
    {
      label: "List, new contact-form leads",
      kind: "list",
      run: page({ status: "new", form: "contact" }),
    },
    { label: "Search, a common word (website)", kind: "search", run: page({ q: "website" }) },
    {
      label: `Search, a rare name (${RARE_NAME.toLowerCase()})`,
      kind: "search",
      run: page({ q: RARE_NAME.toLowerCase() }),
    },
    {
      label: "Search, a name's start and an address part (ma gmail)",
      kind: "search",
      run: page({ q: "ma gmail" }),
    },
    {
      label: "Search with status and form (booking, lost, contact)",
      kind: "search",
      run: page({ q: "booking", status: "lost", form: "contact" }),
    },
    {
      label: "A lead whole (detail)",
      kind: "detail",
      run: (/** @type {number} */ i) => inbox.lead(ids[(i * 7_919) % ids.length] ?? ""),
    },
  ];
}

/**
 * The list and a search as the page asks for them: over HTTP from the production server on this
 * store, with a session's cookie (made in the store, as a sign-in would), JSON and all.
 * @param {import("../src/server/inbox/store/types").InboxStore} inbox
 * @param {Record<string, string>} env the store's settings for the server
 */
async function overHttp(inbox, env, runs) {
  const account = await inbox.addAccount(BY, "owner", new Date());
  const id = randomBytes(32).toString("base64url");
  const now = Date.now();
  await inbox.createSession({
    idHash: createHash("sha256").update(id).digest("hex"),
    accountId: account.id,
    csrfToken: "bench",
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 3_600_000).toISOString(),
    idleUntil: new Date(now + 3_600_000).toISOString(),
  });
  const server = await startProductionServer(env);
  const get = (/** @type {string} */ path) => async () => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { cookie: `__Host-inbox=${id}` },
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  try {
    return await measure(
      [
        { label: "Over HTTP: list, first page", kind: "list", run: get("/api/inbox/leads") },
        {
          label: "Over HTTP: Needs a reply, first page",
          kind: "desk",
          run: get("/api/inbox/leads?queue=reply"),
        },
        {
          label: "Over HTTP: reply figures",
          kind: "desk",
          run: get("/api/inbox/reply-figures"),
        },
        {
          label: "Over HTTP: search (website)",
          kind: "search",
          run: get("/api/inbox/leads?q=website"),
        },
      ],
      runs,
    );
  } finally {
    await server.stop();
  }
}

/**
 * @template T
 * @param {() => Promise<T> | T} work
 */
async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** A paragraph in lines of at most 100 characters, as the repository's Markdown is written. */
function wrap(text, width = 100) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line].join("\n");
}

function report({ count, runs, stores, date }) {
  const [sqlite, postgres] = stores;
  const rows = sqlite.results.map((row, i) => {
    const other = postgres.results[i];
    return `| ${row.label} | ${row.p50} | ${row.p95} | ${row.max} | ${other.p50} | ${other.p95} | ${other.max} |`;
  });
  const misses = stores.flatMap((store) =>
    store.results
      .filter((row) => row.kind !== "detail" && row.p95 >= GOAL_P95_MS)
      .map((row) => `- ${store.name}: ${row.label}, p95 ${row.p95} ms`),
  );
  const fills = stores.map((store) => `${store.name} ${store.fillSeconds} s`).join(", ");
  const intro = [
    `Written by \`npm run bench -- --inbox\` on ${date}: ${count.toLocaleString("en-GB")} leads in`,
    "each store (scripts/lib/inbox-leads.mjs: both forms, every source and status, names with",
    "accents, messages of a few sentences, their deliveries and history), then",
    `${runs} timed runs of each query after ${WARM_UP_RUNS} to warm up, one after another, through the`,
    "inbox's store as its routes call it (`src/server/inbox/store`), and the last four over HTTP",
    "from the production server with a session's cookie, as the page asks; pages of",
    `${PAGE_SIZE}. Each list and search answer includes its total and its counts per status.`,
    `Of the enquiries older than two days, ${ANSWERED_IN_TEN} in ten were answered (within minutes`,
    'to two days), so the lead desk\'s "Needs a reply" holds the rest and the newest, oldest',
    `first; its page ${QUEUE_LATER_PAGE} skips ${((QUEUE_LATER_PAGE - 1) * PAGE_SIZE).toLocaleString("en-GB")} of them. The reply figures are`,
    "the last four UK weeks' median time to first reply and share answered within 24 hours per",
    "form, as the inbox's first screen shows them.",
    `${cpus().length} CPU cores, Node ${process.versions.node}, SQLite ${sqlite.version} (the`,
    "embedded store, in a temporary folder), PostgreSQL",
    `${postgres.version} (a throwaway cluster on loopback, vacuumed and analysed after the fill).`,
    `Filling took ${fills}.`,
  ].join(" ");
  return `# The inbox at scale

${wrap(intro)}

Milliseconds:

| Query | SQLite p50 | p95 | max | PostgreSQL p50 | p95 | max |
|---|--:|--:|--:|--:|--:|--:|
${rows.join("\n")}

## Goal

The list, every search, "Needs a reply" and the reply figures under ${GOAL_P95_MS} ms at the 95th
percentile on both stores: ${misses.length ? `missed:\n\n${misses.join("\n")}` : "met."}
`;
}

/** @param {{ count?: number, runs?: number, log?: (line: string) => void }} [options] */
export async function benchInbox({ count = 100_000, runs = 50, log = console.log } = {}) {
  const desk = await loadStores();
  const { sqliteStores, postgresStores, LEAD_SOURCES } = desk;
  const leads = () =>
    inboxLeads({
      count,
      end: Date.now(),
      rareName: RARE_NAME,
      rare: RARE_LEADS,
      sources: LEAD_SOURCES,
    });
  const stores = [];
  const dir = mkdtempSync(path.join(tmpdir(), "bench-inbox-"));
  const server = await startPostgres({ database: "bench_inbox" });
  try {
    log(`SQLite: ${count} leads...`);
    const { store: sqlite, inbox: sqliteInbox } = sqliteStores(dir);
    const sqliteFill = await timed(() => fillSqlite(sqlite.db(), leads()));
    log(`  filled in ${sqliteFill.seconds} s; measuring...`);
    stores.push({
      name: "SQLite",
      version: sqlite.db().prepare("SELECT sqlite_version() AS v").get().v,
      fillSeconds: sqliteFill.seconds,
      results: [
        ...(await measure(queries(sqliteInbox, sqliteFill.result, desk), runs)),
        ...(await overHttp(sqliteInbox, { LEADS_DATA_DIR: dir }, runs)),
      ],
    });
    await sqlite.close();

    log(`PostgreSQL: ${count} leads...`);
    const { store: postgres, inbox: postgresInbox } = postgresStores({
      url: server.url,
      poolSize: 10,
    });
    await postgres.open();
    const postgresFill = await timed(() => fillPostgres(server.url, leads()));
    log(`  filled in ${postgresFill.seconds} s; measuring...`);
    const version = (await postgres.query("SHOW server_version")).rows[0].server_version.split(
      " ",
    )[0];
    stores.push({
      name: "PostgreSQL",
      version,
      fillSeconds: postgresFill.seconds,
      results: [
        ...(await measure(queries(postgresInbox, postgresFill.result, desk), runs)),
        ...(await overHttp(postgresInbox, { DATABASE_URL: server.url }, runs)),
      ],
    });
    await postgres.close();
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const date = new Date().toISOString().slice(0, 10);
  const text = report({ count, runs, stores, date });
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, text);
  log(`\n${text}`);
  log(`Wrote ${RESULTS}.`);
  return stores.every((store) =>
    store.results.every((row) => row.kind === "detail" || row.p95 < GOAL_P95_MS),
  );
}
