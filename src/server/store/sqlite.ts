import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import BetterSqlite3, { type Database } from "better-sqlite3";
import { memoryHitCounter, type HitCounter } from "../http/hit-counter";
import { importJsonl, scrubImportedFiles, type ImportCounts } from "./jsonl-import";
import {
  toConfirmation,
  toConsent,
  toDelivery as deliveryOf,
  toErasureNote,
  type DeliveryRow as Rows,
  type ErasureNoteRow,
  toKinded,
} from "./rows";
import { toStatus } from "../inbox/store/rows";
import { mailboxOf } from "./mailbox-column";
import { migrateSqlite } from "./sqlite-migrations";
import { sqliteDb, type SqliteDb } from "./sql/db";
import {
  ONE_BY_ONE,
  QUOTA_DETAIL,
  quotaSlots,
  type AddResult,
  type ClaimOptions,
  type Delivery,
  type ErasureNote,
  type Gone,
  type StoredErasureNote,
  type DeliveryTarget,
  type DeliveryUpdate,
  type DueDelivery,
  type HeldSubmission,
  type MailQuota,
  type NewSubmission,
  type Store,
  type StoreHealth,
  type Submission,
  type SubmissionKind,
  type Suppression,
  type SuppressionReason,
} from "./types";

export const DATABASE_FILE = "leads.sqlite";

/**
 * How long a lead waits for others to share its commit (group commit, as PostgreSQL's commit_delay).
 * Under load it means fewer syncs to disk, and the event loop turns more often between commits, so
 * it takes new connections sooner (it accepts one per turn); a lone lead waits this much longer.
 */
const COMMIT_WINDOW_MS = 5;

/** How long a write waits for another process's write to end before it fails. */
const BUSY_TIMEOUT_MS = 2_000;
const LIST_PAGE = 500;

export interface SubmissionRow {
  id: string;
  kind: SubmissionKind;
  idempotency_key: string | null;
  received_at: number;
  page: string | null;
  record: string;
  request_hash: string | null;
  consent: string | null;
  confirmation: string | null;
  confirmed_at: number | null;
}

export type DeliveryRow = Rows<number>;

const iso = (ms: number): string => new Date(ms).toISOString();
const msOf = (time: string | undefined): number | null => {
  if (time === undefined) return null;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? null : ms;
};

export const toDelivery = (row: DeliveryRow): Delivery => deliveryOf(row, iso);

export function toSubmission(row: SubmissionRow, deliveries: Delivery[]): Submission {
  return {
    ...toKinded(row.kind, row.record),
    id: row.id,
    idempotencyKey: row.idempotency_key,
    receivedAt: iso(row.received_at),
    page: row.page,
    ...(row.request_hash ? { requestHash: row.request_hash } : {}),
    ...toConsent(row.consent, row.page, iso(row.received_at)),
    ...toConfirmation(row.confirmation, row.confirmed_at, iso),
    deliveries,
  };
}

interface Queued {
  next: NewSubmission;
  resolve: (result: AddResult) => void;
  reject: (error: unknown) => void;
}

/** The statements the store runs, prepared once per connection. */
function prepare(db: Database) {
  return {
    insert: db.prepare(`INSERT INTO submissions
        (id, kind, idempotency_key, received_at, record, page, request_hash, consent,
          confirmation, confirmed_at, mailbox)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (kind, idempotency_key) DO NOTHING`),
    // A quota slot's first email, or a later one once the slot's window has passed.
    countMail: db.prepare(`INSERT INTO visitor_mail_quota AS q (key, sent_at) VALUES (?, ?)
      ON CONFLICT (key) DO UPDATE SET sent_at = excluded.sent_at
      WHERE q.sent_at <= excluded.sent_at - ?`),
    owe: db.prepare(`INSERT INTO deliveries
        (submission_id, target, state, attempts, next_attempt_at, detail)
      VALUES (?, ?, ?, 0, ?, ?)`),
    find: db.prepare(`SELECT id, received_at, request_hash FROM submissions
      WHERE kind = ? AND idempotency_key = ?`),
    due: db.prepare(`SELECT * FROM deliveries
      WHERE state = 'pending' AND next_attempt_at <= ?
        AND target IN (SELECT value FROM json_each(?))
        AND (claimed_until IS NULL OR claimed_until <= ?)
      ORDER BY next_attempt_at LIMIT ?`),
    oweAgain: db.prepare(`INSERT INTO deliveries
        (submission_id, target, state, attempts, next_attempt_at) VALUES (?, ?, 'pending', 0, ?)
      ON CONFLICT (submission_id, target) DO UPDATE SET state = 'pending', attempts = 0,
        next_attempt_at = excluded.next_attempt_at, claimed_until = NULL, detail = NULL,
        sending_since = NULL
      WHERE deliveries.state IN ('refused', 'failed')`),
    claim: db.prepare(
      "UPDATE deliveries SET claimed_until = ? WHERE submission_id = ? AND target = ?",
    ),
    submission: db.prepare("SELECT * FROM submissions WHERE id = ?"),
    sending: db.prepare(`UPDATE deliveries SET sending_since = ?, message_id = ?
      WHERE submission_id = ? AND target = ?`),
    record: db.prepare(`UPDATE deliveries SET state = ?, attempts = ?, next_attempt_at = ?,
        last_attempt_at = ?, status = ?, detail = ?, subscriber_id = ?, claimed_until = NULL,
        sending_since = ?, message_id = coalesce(?, message_id)
      WHERE submission_id = ? AND target = ?`),
    firstPage: db.prepare(
      "SELECT rowid AS seq, * FROM submissions ORDER BY received_at, rowid LIMIT ?",
    ),
    nextPage: db.prepare(`SELECT rowid AS seq, * FROM submissions
      WHERE (received_at, rowid) > (?, ?) ORDER BY received_at, rowid LIMIT ?`),
    deliveriesOf: db.prepare(`SELECT * FROM deliveries
      WHERE submission_id IN (SELECT value FROM json_each(?)) ORDER BY target`),
    held: db.prepare(`SELECT s.rowid AS seq, s.id, s.kind, s.record, s.received_at, s.confirmation,
        s.status,
        (SELECT max(d.last_attempt_at) FROM deliveries d
          WHERE d.submission_id = s.id AND d.state <> 'pending') AS settled_at,
        EXISTS (SELECT 1 FROM deliveries d
          WHERE d.submission_id = s.id AND d.state = 'pending') AS pending
      FROM submissions s WHERE s.received_at < ? AND (s.received_at, s.rowid) > (?, ?)
      ORDER BY s.received_at, s.rowid LIMIT ?`),
    remove: db.prepare("DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?))"),
    forgetMailQuota: db.prepare("DELETE FROM visitor_mail_quota WHERE sent_at < ?"),
    forgetMailKeys: db.prepare(
      "DELETE FROM visitor_mail_quota WHERE key IN (SELECT value FROM json_each(?))",
    ),
    from: db.prepare(`SELECT rowid AS seq, * FROM submissions
      WHERE mailbox = ? ORDER BY received_at, rowid`),
    makeKey: db.prepare("INSERT INTO site_keys (name, key) VALUES (?, ?) ON CONFLICT DO NOTHING"),
    key: db.prepare("SELECT key FROM site_keys WHERE name = ?"),
    suppress: db.prepare(
      "INSERT INTO suppressions (hash, reason, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
    ),
    suppression: db.prepare("SELECT reason, at FROM suppressions WHERE hash = ?"),
    confirm: db.prepare(`UPDATE submissions SET confirmation = 'confirmed', confirmed_at = ?
      WHERE mailbox = ? AND confirmation = 'pending' RETURNING id`),
    isConfirmed: db.prepare(`SELECT 1 FROM submissions
      WHERE mailbox = ? AND confirmation = 'confirmed' LIMIT 1`),
    noteErasure: db.prepare(
      "INSERT INTO erasure_notes (at, erased_by, submissions, platform) VALUES (?, ?, ?, ?)",
    ),
    erasureNotes: db.prepare("SELECT * FROM erasure_notes ORDER BY at, id"),
    forgetErasureNotes: db.prepare(
      "DELETE FROM erasure_notes WHERE id IN (SELECT value FROM json_each(?))",
    ),
    probe: db.prepare(`INSERT INTO health_probe (id, at) VALUES (1, ?)
      ON CONFLICT (id) DO UPDATE SET at = excluded.at`),
  };
}

/**
 * The embedded store: one SQLite database (leads.sqlite in the data folder), in WAL mode with
 * every commit synced to disk before a visitor is answered. Leads that arrive together share one
 * commit. Several processes may use the same folder: SQLite locks, and a claimed delivery carries a
 * lease, as in PostgreSQL.
 */
export class SqliteStore implements Store {
  readonly file: string;
  readonly description: string;
  private connection: Database | null = null;
  private statements: ReturnType<typeof prepare> | null = null;
  private readonly queue: Queued[] = [];
  private commitTimer: NodeJS.Timeout | undefined;
  private lastError: unknown = null;
  private readonly hits = memoryHitCounter();
  /** The typed statements' way into this database (src/server/store/sql). */
  readonly database: SqliteDb = sqliteDb(() => this.db());
  /** What the first start read in from a leads.jsonl in the folder, if there was one. */
  imported: ImportCounts | null = null;

  constructor(readonly dir: string) {
    this.file = join(resolve(dir), DATABASE_FILE);
    this.description = `sqlite ${this.file}`;
  }

  /** The open database (opened, migrated and any leads.jsonl imported on first use). */
  db(): Database {
    if (this.connection) return this.connection;
    mkdirSync(resolve(this.dir), { recursive: true });
    const db = new BetterSqlite3(this.file, { timeout: BUSY_TIMEOUT_MS });
    try {
      db.pragma("journal_mode = WAL");
      // FULL: a commit is on disk (the WAL synced) before the answer that says it was stored.
      db.pragma("synchronous = FULL");
      // Erased data is overwritten with zeros, not left in free pages.
      db.pragma("secure_delete = ON");
      db.pragma("foreign_keys = ON");
      migrateSqlite(db);
      this.imported = importJsonl(db, resolve(this.dir));
    } catch (error) {
      db.close();
      throw error;
    }
    this.connection = db;
    this.statements = prepare(db);
    return db;
  }

  private sql(): ReturnType<typeof prepare> {
    this.db();
    if (!this.statements) throw new Error("the store is closed");
    return this.statements;
  }

  async open(): Promise<void> {
    this.db();
  }

  add(next: NewSubmission): Promise<AddResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ next, resolve, reject });
      if (this.queue.length === 1) {
        this.commitTimer = setTimeout(() => this.commitQueued(), COMMIT_WINDOW_MS);
      }
    });
  }

  /** Every submission that arrived since the last commit, in one transaction, each on its own. */
  private commitQueued(): void {
    const batch = this.queue.splice(0);
    if (!batch.length) return;
    let results: (AddResult | { failed: unknown })[];
    try {
      const db = this.db();
      const one = db.transaction((next: NewSubmission) => this.insert(next));
      results = db
        .transaction(() =>
          batch.map(({ next }) => {
            try {
              return one(next);
            } catch (failed) {
              return { failed };
            }
          }),
        )
        .immediate();
      this.lastError = null;
    } catch (error) {
      this.lastError = error;
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, index) => {
      const result = results[index];
      if (result && !("failed" in result)) resolve(result);
      else reject(result?.failed ?? new Error("the submission was not stored"));
    });
  }

  private insert(next: NewSubmission): AddResult {
    const sql = this.sql();
    const id = randomUUID();
    const at = Date.now();
    const inserted = sql.insert.run(
      id,
      next.kind,
      next.idempotencyKey,
      at,
      JSON.stringify(next.record),
      next.page ?? null,
      next.requestHash,
      next.consent ? JSON.stringify(next.consent) : null,
      next.confirmation ?? null,
      next.confirmation === "confirmed" ? at : null,
      mailboxOf(next.record.email),
    );
    if (!inserted.changes) {
      const stored = next.idempotencyKey !== null && this.findNow(next.kind, next.idempotencyKey);
      if (!stored) throw new Error("the submission was neither stored nor found");
      return { ...stored, duplicate: true };
    }
    const quota = next.visitorMail;
    const mayMail =
      quota === undefined ||
      (quota !== null &&
        next.targets.includes("visitor-email") &&
        this.takeSlot(quota, at) !== null);
    for (const target of next.targets) {
      const held = target === "visitor-email" && !mayMail;
      sql.owe.run(
        id,
        target,
        held ? "refused" : "pending",
        held ? null : at,
        held ? QUOTA_DETAIL : null,
      );
    }
    return { id, receivedAt: iso(at), duplicate: false, requestHash: next.requestHash };
  }

  /** Takes a free slot of the quota at `at` (each slot taken alone), or none when all are used. */
  private takeSlot(quota: MailQuota, at: number): string | null {
    const { countMail } = this.sql();
    return (
      quotaSlots(quota).find((slot) => countMail.run(slot, at, quota.windowMs).changes > 0) ?? null
    );
  }

  private findNow(kind: SubmissionKind, idempotencyKey: string) {
    const row = this.sql().find.get(kind, idempotencyKey) as
      { id: string; received_at: number; request_hash: string | null } | undefined;
    return row && { id: row.id, receivedAt: iso(row.received_at), requestHash: row.request_hash };
  }

  async find(kind: SubmissionKind, idempotencyKey: string) {
    return this.findNow(kind, idempotencyKey);
  }

  async claimDue(
    now: Date,
    limit: number,
    leaseMs: number,
    { dueBy = now, targets = ONE_BY_ONE }: ClaimOptions = {},
  ): Promise<DueDelivery[]> {
    const sql = this.sql();
    const time = now.getTime();
    const claim = this.db().transaction(() => {
      const rows = sql.due.all(
        dueBy.getTime(),
        JSON.stringify(targets),
        time,
        limit,
      ) as DeliveryRow[];
      for (const row of rows) sql.claim.run(time + leaseMs, row.submission_id, row.target);
      return rows;
    });
    return claim.immediate().flatMap((row) => {
      const submission = sql.submission.get(row.submission_id) as SubmissionRow | undefined;
      if (!submission) return [];
      const delivery = toDelivery(row);
      return [{ submission: toSubmission(submission, [delivery]), delivery }];
    });
  }

  async sending(id: string, target: DeliveryTarget, messageId: string, at: Date): Promise<void> {
    try {
      this.sql().sending.run(at.getTime(), messageId, id, target);
      this.lastError = null;
    } catch (error) {
      this.lastError = error;
      throw error;
    }
  }

  async record(id: string, target: DeliveryTarget, update: DeliveryUpdate): Promise<void> {
    try {
      this.sql().record.run(
        update.state,
        update.attempts,
        msOf(update.nextAttemptAt),
        msOf(update.lastAttemptAt),
        update.status ?? null,
        update.detail ?? null,
        update.subscriberId ?? null,
        msOf(update.sendingSince),
        update.messageId ?? null,
        id,
        target,
      );
      this.lastError = null;
    } catch (error) {
      this.lastError = error;
      throw error;
    }
  }

  /** Every submission oldest first, in the order they arrived (keyset on received_at and rowid). */
  async *list(): AsyncIterable<Submission> {
    const sql = this.sql();
    let after: (SubmissionRow & { seq: number }) | undefined;
    for (;;) {
      const page = (
        after
          ? sql.nextPage.all(after.received_at, after.seq, LIST_PAGE)
          : sql.firstPage.all(LIST_PAGE)
      ) as (SubmissionRow & { seq: number })[];
      if (!page.length) return;
      const deliveries = sql.deliveriesOf.all(
        JSON.stringify(page.map((row) => row.id)),
      ) as DeliveryRow[];
      for (const row of page) {
        const owed = deliveries.filter((d) => d.submission_id === row.id).map(toDelivery);
        yield toSubmission(row, owed);
      }
      after = page[page.length - 1];
      if (page.length < LIST_PAGE) return;
    }
  }

  async *held(before: Date): AsyncIterable<HeldSubmission> {
    const sql = this.sql();
    let after = { at: -Infinity, seq: 0 };
    for (;;) {
      const page = sql.held.all(before.getTime(), after.at, after.seq, LIST_PAGE) as {
        seq: number;
        id: string;
        kind: SubmissionKind;
        record: string;
        received_at: number;
        settled_at: number | null;
        pending: number;
        confirmation: string | null;
        status: string;
      }[];
      for (const row of page) {
        yield {
          id: row.id,
          ...toKinded(row.kind, row.record),
          receivedAt: iso(row.received_at),
          settledAt: row.settled_at === null ? null : iso(row.settled_at),
          pending: row.pending === 1,
          awaitingConfirmation: row.confirmation === "pending",
          status: toStatus(row.status),
        };
      }
      const last = page[page.length - 1];
      if (!last || page.length < LIST_PAGE) return;
      after = { at: last.received_at, seq: last.seq };
    }
  }

  async remove(ids: readonly string[]): Promise<number> {
    return this.sql().remove.run(JSON.stringify(ids)).changes;
  }

  async forgetMailQuota(before: Date): Promise<number> {
    return this.sql().forgetMailQuota.run(before.getTime()).changes;
  }

  async owe(submissionId: string, target: DeliveryTarget, at: Date): Promise<void> {
    this.sql().oweAgain.run(submissionId, target, at.getTime());
  }

  async submissionsFrom(email: string): Promise<Submission[]> {
    const sql = this.sql();
    const rows = sql.from.all(mailboxOf(email)) as SubmissionRow[];
    const deliveries = sql.deliveriesOf.all(
      JSON.stringify(rows.map((row) => row.id)),
    ) as DeliveryRow[];
    return rows.map((row) =>
      toSubmission(row, deliveries.filter((d) => d.submission_id === row.id).map(toDelivery)),
    );
  }

  async siteKey(name: string): Promise<Buffer> {
    const sql = this.sql();
    sql.makeKey.run(name, randomBytes(32));
    const row = sql.key.get(name) as { key: Buffer } | undefined;
    if (!row) throw new Error(`no site key ${name}`);
    return row.key;
  }

  async suppress(hash: string, reason: SuppressionReason, at: Date): Promise<void> {
    this.sql().suppress.run(hash, reason, at.getTime());
  }

  async suppression(hash: string): Promise<Suppression | undefined> {
    const row = this.sql().suppression.get(hash) as
      { reason: SuppressionReason; at: number } | undefined;
    return row && { reason: row.reason, at: iso(row.at) };
  }

  async scrub(gone?: Gone): Promise<{ left: string | null }> {
    const db = this.db();
    if (gone) scrubImportedFiles(db, gone.email ?? null, gone.ids);
    // The search index only marks a deleted lead's words as gone; merging its segments drops them.
    db.exec("INSERT INTO lead_search (lead_search) VALUES ('optimize')");
    // Deleted pages are zeroed (secure_delete); the log that still holds them is emptied, unless
    // another process (a running server) is reading it: then SQLite reuses it in time.
    const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    return {
      left:
        result?.busy === 0
          ? null
          : "SQLite's log is being read by the running server: it is emptied as the server writes on (run this again once the server is stopped to empty it now)",
    };
  }

  async forgetMailKeys(keys: readonly string[]): Promise<number> {
    return this.sql().forgetMailKeys.run(JSON.stringify(keys)).changes;
  }

  async allowMail(quota: MailQuota, at: Date): Promise<string | null> {
    return this.takeSlot(quota, at.getTime());
  }

  async confirm(email: string, at: Date): Promise<Submission[]> {
    const rows = this.sql().confirm.all(at.getTime(), mailboxOf(email)) as { id: string }[];
    if (!rows.length) return [];
    const ids = new Set(rows.map((row) => row.id));
    return (await this.submissionsFrom(email)).filter((submission) => ids.has(submission.id));
  }

  async isConfirmed(email: string): Promise<boolean> {
    return this.sql().isConfirmed.get(mailboxOf(email)) !== undefined;
  }

  async noteErasure({ at, by, submissions, platform }: ErasureNote): Promise<void> {
    this.sql().noteErasure.run(Date.parse(at), by, submissions, platform);
  }

  async erasureNotes(): Promise<StoredErasureNote[]> {
    const rows = this.sql().erasureNotes.all() as ErasureNoteRow<number>[];
    return rows.map((row) => toErasureNote({ ...row, at: iso(row.at) }));
  }

  async forgetErasureNotes(ids: readonly number[]): Promise<number> {
    return this.sql().forgetErasureNotes.run(JSON.stringify(ids)).changes;
  }

  /** Writable when the last write worked and a write (rolled back) can take the lock now. */
  async health(): Promise<StoreHealth> {
    if (this.lastError) {
      return { writable: false, detail: `last write failed: ${String(this.lastError)}` };
    }
    // Committed, not rolled back: a write that is never committed never reaches the disk.
    try {
      this.sql().probe.run(Date.now());
      return { writable: true, detail: this.description };
    } catch (error) {
      return { writable: false, detail: `${this.description}: ${String(error)}` };
    }
  }

  /** One machine: the rate limit counts in this process's memory. */
  hitCounter(): HitCounter {
    return this.hits;
  }

  async close(): Promise<void> {
    clearTimeout(this.commitTimer);
    this.commitQueued();
    this.statements = null;
    const db = this.connection;
    this.connection = null;
    db?.close();
  }
}
