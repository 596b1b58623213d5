// The inbox's store on both databases, for the tests that hold both to one contract: the embedded
// SQLite store in a temporary folder, and a fresh database on a real PostgreSQL server.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import type { ContactDraft } from "../../../src/lib/leads/contact";
import { EMPTY_CONTACT_DRAFT } from "../../../src/lib/leads/contact";
import type { LeadRecord } from "../../../src/lib/leads/lead-record";
import type { InboxStore } from "../../../src/server/inbox/store/types";
import { MIGRATIONS } from "../../../src/server/store/migrations";
import { DATABASE_FILE } from "../../../src/server/store/sqlite";
import { postgresStores, sqliteStores } from "../../../src/server/stores";
import { SQLITE_MIGRATIONS } from "../../../src/server/store/sqlite-migrations";
import type { DeliveryTarget, Store } from "../../../src/server/store/types";
import { postgresForTests } from "./postgres";

export interface Opened {
  store: Store;
  inbox: InboxStore;
  /** Moves a submission's arrival, so that a test sets the list's order. */
  receivedAt: (id: string, at: string) => Promise<void>;
  /** Sets when a submission was first answered (as the reply route does), or clears it. */
  answeredAt: (id: string, at: string | null) => Promise<void>;
  /** Rows in the leads' events (of one submission, or all), leads in the search index, or one-time values. */
  rows: (table: "lead_events" | "search" | "inbox_once", submissionId?: string) => Promise<number>;
  /** How many leads the search index holds this word for. */
  indexed: (word: string) => Promise<number>;
  cleanup: () => Promise<void>;
}

/** A lead stored before the inbox's tables were. */
export interface OlderLead {
  id: string;
  kind: "lead" | "contact";
  record: object;
  receivedAt: string;
}

/** Opens a store; with `older`, one whose schema predates the inbox, holding these leads. */
export type Open = (older?: readonly OlderLead[]) => Promise<Opened>;

/** The schema's last version before the inbox's. */
const BEFORE_INBOX = 7;

function olderSqlite(dir: string, older: readonly OlderLead[]) {
  const db = new BetterSqlite3(join(dir, DATABASE_FILE));
  db.exec(
    "CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at integer NOT NULL)",
  );
  for (const [index, sql] of SQLITE_MIGRATIONS.slice(0, BEFORE_INBOX).entries()) {
    db.exec(sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?)").run(index + 1, Date.now());
  }
  const insert = db.prepare(`INSERT INTO submissions (id, kind, received_at, record, request_hash)
    VALUES (?, ?, ?, ?, 'h')`);
  for (const lead of older) {
    insert.run(lead.id, lead.kind, Date.parse(lead.receivedAt), JSON.stringify(lead.record));
  }
  db.close();
}

async function olderPostgres(url: string, older: readonly OlderLead[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  for (const [index, sql] of MIGRATIONS.slice(0, BEFORE_INBOX).entries()) {
    await client.query(sql);
    await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [index + 1]);
  }
  for (const lead of older) {
    await client.query(
      `INSERT INTO submissions (id, kind, received_at, record, request_hash)
       VALUES ($1, $2, $3, $4, 'h')`,
      [lead.id, lead.kind, lead.receivedAt, lead.record],
    );
  }
  await client.end();
}

export function bothStores(): [string, Open][] {
  const postgres = postgresForTests();
  const sqlite: Open = async (older) => {
    const dir = await mkdtemp(join(tmpdir(), "inbox-store-"));
    if (older) olderSqlite(dir, older);
    const { store, inbox } = sqliteStores(dir);
    const get = (sql: string, ...params: unknown[]) =>
      store
        .db()
        .prepare(sql)
        .get(...params) as { n: number };
    return {
      store,
      inbox,
      receivedAt: async (id, at) => {
        store
          .db()
          .prepare("UPDATE submissions SET received_at = ? WHERE id = ?")
          .run(Date.parse(at), id);
      },
      answeredAt: async (id, at) => {
        store
          .db()
          .prepare("UPDATE submissions SET first_reply_at = ? WHERE id = ?")
          .run(at === null ? null : Date.parse(at), id);
      },
      rows: async (table, submissionId) => {
        if (table === "search") return get("SELECT count(*) AS n FROM lead_search").n;
        if (table === "inbox_once") return get("SELECT count(*) AS n FROM inbox_once").n;
        return submissionId
          ? get("SELECT count(*) AS n FROM lead_events WHERE submission_id = ?", submissionId).n
          : get("SELECT count(*) AS n FROM lead_events").n;
      },
      indexed: async (word) => {
        store
          .db()
          .exec(
            "CREATE VIRTUAL TABLE IF NOT EXISTS temp.words USING fts5vocab(main, lead_search, row)",
          );
        return (
          (
            store.db().prepare("SELECT doc FROM temp.words WHERE term = ?").get(word) as
              { doc: number } | undefined
          )?.doc ?? 0
        );
      },
      cleanup: async () => {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  };
  const postgresStore: Open = async (older) => {
    const url = await postgres.freshDatabase();
    if (older) await olderPostgres(url, older);
    const { store, inbox } = postgresStores({ url, poolSize: 4 });
    const count = async (sql: string, params: unknown[]) =>
      Number((await store.query<{ n: string }>(sql, params)).rows[0]?.n);
    return {
      store,
      inbox,
      receivedAt: async (id, at) => {
        await store.query("UPDATE submissions SET received_at = $2 WHERE id = $1", [id, at]);
      },
      answeredAt: async (id, at) => {
        await store.query("UPDATE submissions SET first_reply_at = $2 WHERE id = $1", [id, at]);
      },
      rows: async (table, submissionId) => {
        // PostgreSQL's search is an index on submissions: a lead's entry goes with its row.
        if (table === "search") return count("SELECT count(*) AS n FROM submissions", []);
        if (table === "inbox_once") return count("SELECT count(*) AS n FROM inbox_once", []);
        return submissionId
          ? count("SELECT count(*) AS n FROM lead_events WHERE submission_id = $1", [submissionId])
          : count("SELECT count(*) AS n FROM lead_events", []);
      },
      indexed: (word) =>
        count("SELECT count(*) AS n FROM submissions WHERE search @@ to_tsquery('simple', $1)", [
          word,
        ]),
      cleanup: () => store.close(),
    };
  };
  return [
    ["sqlite", sqlite],
    ["postgres", postgresStore],
  ];
}

let keys = 0;

/** Adds a submission (owed `targets`) received at `at`; resolves with its id. */
export async function addAt(
  opened: Opened,
  at: string,
  submission: { kind: "lead"; record: LeadRecord } | { kind: "contact"; record: ContactDraft },
  targets: readonly DeliveryTarget[] = ["owner-email"],
): Promise<string> {
  keys += 1;
  const { id } = await opened.store.add({
    ...submission,
    idempotencyKey: `key-${keys}`,
    requestHash: "h",
    targets,
  });
  await opened.receivedAt(id, at);
  return id;
}

export const lead = (record: LeadRecord) => ({ kind: "lead" as const, record });
export const contact = (fields: Partial<ContactDraft>) => ({
  kind: "contact" as const,
  record: { ...EMPTY_CONTACT_DRAFT, ...fields },
});

export const OWNER = "owner@studio.example";
/** An hour of a day in the tests, as ISO text and as a Date. */
export const hour = (n: number) => new Date(Date.UTC(2026, 10, 1, n)).toISOString();
export const at = (n: number) => new Date(hour(n));
export const ids = (page: { leads: { id: string }[] }) => page.leads.map((summary) => summary.id);

/** Five leads an hour apart, oldest first: a mix of forms, two of them later moved on. */
export async function fiveLeads(opened: Opened) {
  const ada = await addAt(
    opened,
    hour(1),
    lead({ email: "ada@lovelace.example", name: "Ada Lovelace", source: "newsletter" }),
  );
  const bob = await addAt(
    opened,
    hour(2),
    contact({
      name: "Bob Ngata",
      email: "bob.ngata@harbour.example",
      subject: "A new website",
      message: "We need a website for our harbour tours",
    }),
  );
  const cai = await addAt(
    opened,
    hour(3),
    lead({
      email: "cai+inbox@orbit-labs.example",
      name: "Cai Wen",
      company: "Orbit Labs",
      source: "consultation_booking",
      message: "Growth plans for next year",
    }),
  );
  const dee = await addAt(opened, hour(4), lead({ email: "dee@plain.example" }));
  const eve = await addAt(
    opened,
    hour(5),
    contact({
      name: "Eve Zoë Müller",
      email: "eve@café.example",
      subject: "Café",
      message: "Hi",
    }),
  );
  await opened.inbox.setStatus(bob, "contacted", OWNER, at(6));
  await opened.inbox.setStatus(cai, "spam", OWNER, at(6));
  return { ada, bob, cai, dee, eve };
}
