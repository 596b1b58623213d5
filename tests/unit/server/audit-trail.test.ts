// The audit trail records what was done with ids, categories and counts: whatever address or name
// an owner types into a search, an export, a note, an erasure or a sign-in, no entry holds it.
// Over HTTP against the real server; and the entries written before this rule, rewritten.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import fc from "fast-check";
import pg from "pg";
import { INBOX_ENDPOINTS, inboxNoteEndpoint } from "../../../src/lib/inbox/api";
import { leadQueryString } from "../../../src/lib/inbox/filter";
import { MIGRATIONS } from "../../../src/server/store/migrations";
import { DATABASE_FILE } from "../../../src/server/store/sqlite";
import { SQLITE_MIGRATIONS } from "../../../src/server/store/sqlite-migrations";
import { postgresStores, sqliteStores, type Stores } from "../../../src/server/stores";
import { startSite } from "./harness";
import { inboxOf, pageHeaders, signedInMember } from "./inbox-client";
import { postgresForTests } from "./postgres";

jest.setTimeout(120_000);

const postgres = postgresForTests();

const word = fc.stringMatching(/^[A-Z][a-z]{4,9}$/);
const name = fc.tuple(word, word).map(([first, last]) => `${first} ${last}`);
const address = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9]{2,9}(?:[.+][a-z0-9]{1,6})?$/),
      fc.stringMatching(/^[a-z]{3,10}$/),
    )
    .map(([local, domain]) => `${local}@${domain}.example`),
  fc.emailAddress(),
);

/** Each way a typed value can be written in a query: as typed, and encoded. */
const spellings = (typed: string) =>
  [typed, encodeURIComponent(typed), new URLSearchParams({ q: typed }).toString().slice(2)].map(
    (spelling) => spelling.toLowerCase(),
  );

describe("the audit trail", () => {
  it("never holds an address or a name typed into a search, export, note, erasure or sign-in", async () => {
    const site = await startSite();
    try {
      const owner = await signedInMember(site, "owner@studio.example");
      const read = (path: string) => site.get(path, { cookie: owner.cookie });
      const change = (path: string, body: object) =>
        site.post(path, { headers: pageHeaders(site, owner), body });
      await fc.assert(
        fc.asyncProperty(name, address, async (person, email) => {
          await site.post("/api/contact", {
            body: { name: person, email, subject: "A new platform", message: `From ${person}` },
          });
          for (const q of [email, person]) {
            await read(`${INBOX_ENDPOINTS.leads}${leadQueryString({ q })}`);
            await read(`${INBOX_ENDPOINTS.exportCsv}${leadQueryString({ q, status: "new" })}`);
          }
          const [newest] = (await inboxOf(site).leads({}, 1, 1)).leads;
          if (newest) {
            await change(inboxNoteEndpoint(newest.id), { text: `${person} <${email}>` });
          }
          await change(INBOX_ENDPOINTS.personExport, { email });
          await change(INBOX_ENDPOINTS.personErase, { email, confirm: "erase" });
          await site.post(INBOX_ENDPOINTS.emailLink, {
            headers: pageHeaders(site),
            body: { email },
          });

          const { entries } = await inboxOf(site).auditLog(1, 1_000);
          // Who acted is a member of the team; what they did, and to what, is checked.
          const written = entries
            .map((entry) => `${entry.target ?? ""}\n${entry.detail ?? ""}`)
            .join("\n")
            .toLowerCase();
          for (const typed of [...spellings(email), ...spellings(person)]) {
            expect([typed, written.includes(typed)]).toEqual([typed, false]);
          }
        }),
        { numRuns: 12 },
      );
      const { entries } = await inboxOf(site).auditLog(1, 1_000);
      expect(entries.find((entry) => entry.action === "exported")?.detail).toMatch(
        /^CSV of \d+ leads?, filtered by status, search$/,
      );
    } finally {
      await site.close();
    }
  });
});

/** Entries as the inbox wrote them before: a CSV's query as typed, a platform's own words. */
const OLD_ENTRIES: [string, string][] = [
  ["exported", "CSV of ?q=jane.doe%40example.com"],
  ["exported", "CSV of ?status=won&from=2026-01-01&q=Jane+Doe"],
  ["exported", "CSV of every lead"],
  [
    "person-erased",
    "1 submission erased; email platform: mailchimp did not remove it (answered 400: jane.doe@example.com looks fake): run the erasure again, or remove the address in mailchimp by hand",
  ],
  ["person-erased", "2 submissions erased; email platform: convertkit: removed (204)"],
  ["signed-in", "passkey from 127.0.0.1"],
];

const REWRITTEN = [
  "CSV of an unrecorded number of leads, filtered by search",
  "CSV of an unrecorded number of leads, filtered by status, from day, search",
  "CSV of an unrecorded number of leads, unfiltered",
  "1 submission erased; email platform: not removed",
  "2 submissions erased; email platform: removed",
  "passkey from 127.0.0.1",
];

/** The step that rewrites them, found by what it writes: the lead may order the steps anew. */
const stepOf = (steps: readonly string[]) =>
  steps.findIndex((sql) => sql.includes("CSV of an unrecorded number of leads"));

async function olderSqlite(): Promise<Stores & { cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "audit-trail-"));
  const db = new BetterSqlite3(join(dir, DATABASE_FILE));
  db.exec(
    "CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at integer NOT NULL)",
  );
  for (const [index, sql] of SQLITE_MIGRATIONS.slice(0, stepOf(SQLITE_MIGRATIONS)).entries()) {
    db.exec(sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?)").run(index + 1, Date.now());
  }
  const insert = db.prepare("INSERT INTO inbox_audit (at, by, action, detail) VALUES (?, ?, ?, ?)");
  for (const [index, [action, detail]] of OLD_ENTRIES.entries()) {
    insert.run(index, "owner@studio.example", action, detail);
  }
  db.close();
  const { store, inbox } = sqliteStores(dir);
  return {
    store,
    inbox,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function olderPostgres(): Promise<Stores & { cleanup: () => Promise<void> }> {
  const url = await postgres.freshDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  for (const [index, sql] of MIGRATIONS.slice(0, stepOf(MIGRATIONS)).entries()) {
    await client.query(sql);
    await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [index + 1]);
  }
  for (const [index, [action, detail]] of OLD_ENTRIES.entries()) {
    await client.query("INSERT INTO inbox_audit (at, by, action, detail) VALUES ($1, $2, $3, $4)", [
      new Date(index),
      "owner@studio.example",
      action,
      detail,
    ]);
  }
  await client.end();
  const { store, inbox } = postgresStores({ url, poolSize: 2 });
  return { store, inbox, cleanup: () => store.close() };
}

describe.each([
  ["sqlite", olderSqlite],
  ["postgres", olderPostgres],
])("the audit trail kept before, on %s", (_kind, older) => {
  it("keeps a CSV export's filter kinds and a platform's outcome only", async () => {
    const { store, inbox, cleanup } = await older();
    try {
      await store.open();
      const { entries } = await inbox.auditLog(1, 100);
      expect(entries.map((entry) => entry.detail).reverse()).toEqual(REWRITTEN);
    } finally {
      await cleanup();
    }
  });
});
