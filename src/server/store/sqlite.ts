import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import BetterSqlite3, { type Database } from "better-sqlite3";
import { memoryHitCounter, type HitCounter } from "../http/hit-counter";
import { importJsonl, scrubImportedFiles, type ImportCounts } from "./jsonl-import";
import { mailboxOf } from "./mailbox-column";
import { migrateSqlite } from "./sqlite-migrations";
import { sqliteDb, type SqliteDb } from "./sql/db";
import { inList, sql } from "./sql/statement";
import { int } from "./sql/codecs";
import { columnsOf, decodeRow } from "./sql/table";
import { countMailStatement, findStatement, FOUND, SqlStore, toFound } from "./sql-store";
import { DELIVERY } from "./rows";
import {
  ONE_BY_ONE,
  QUOTA_DETAIL,
  quotaSlots,
  type AddResult,
  type ClaimOptions,
  type Gone,
  type DueDelivery,
  type MailQuota,
  type NewSubmission,
  type Store,
  type StoreHealth,
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

interface Queued {
  next: NewSubmission;
  resolve: (result: AddResult) => void;
  reject: (error: unknown) => void;
}

/**
 * The embedded store: one SQLite database (leads.sqlite in the data folder), in WAL mode with
 * every commit synced to disk before a visitor is answered. Leads that arrive together share one
 * commit. Several processes may use the same folder: SQLite locks, and a claimed delivery carries a
 * lease, as in PostgreSQL.
 */
export class SqliteStore extends SqlStore implements Store {
  readonly file: string;
  readonly description: string;
  private connection: Database | null = null;
  private readonly queue: Queued[] = [];
  private commitTimer: NodeJS.Timeout | undefined;
  private lastError: unknown = null;
  private readonly hits = memoryHitCounter();
  /** The typed statements' way into this database (src/server/store/sql). */
  readonly database: SqliteDb = sqliteDb(() => this.db());
  /** What the first start read in from a leads.jsonl in the folder, if there was one. */
  imported: ImportCounts | null = null;

  constructor(readonly dir: string) {
    super();
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
    return db;
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
      results = this.database.immediate(() =>
        batch.map(({ next }) => {
          try {
            return one(next);
          } catch (failed) {
            return { failed };
          }
        }),
      );
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
    const { database } = this;
    const id = randomUUID();
    const at = new Date();
    const inserted = database.runNow(sql`INSERT INTO submissions
        (id, kind, idempotency_key, received_at, record, page, request_hash, consent,
          confirmation, confirmed_at, mailbox, status, trapped_at)
      VALUES (${id}, ${next.kind}, ${next.idempotencyKey}, ${at}, ${JSON.stringify(next.record)},
        ${next.page ?? null}, ${next.requestHash}, ${next.consent ? JSON.stringify(next.consent) : null},
        ${next.confirmation ?? null}, ${next.confirmation === "confirmed" ? at : null},
        ${mailboxOf(next.record.email)}, ${next.trapped ? "spam" : "new"},
        ${next.trapped ? at : null})
      ON CONFLICT (kind, idempotency_key) DO NOTHING`);
    if (!inserted) {
      const row =
        next.idempotencyKey !== null &&
        database.oneNow(FOUND, findStatement(next.kind, next.idempotencyKey));
      if (!row) throw new Error("the submission was neither stored nor found");
      return { ...toFound(row), duplicate: true };
    }
    const quota = next.visitorMail;
    const mayMail =
      quota === undefined ||
      (quota !== null &&
        next.targets.includes("visitor-email") &&
        this.takeSlot(quota, at) !== null);
    for (const target of next.targets) {
      const held = target === "visitor-email" && !mayMail;
      database.runNow(sql`INSERT INTO deliveries
          (submission_id, target, state, attempts, next_attempt_at, detail)
        VALUES (${id}, ${target}, ${held ? "refused" : "pending"}, 0, ${held ? null : at},
          ${held ? QUOTA_DETAIL : null})`);
    }
    return {
      id,
      receivedAt: at.toISOString(),
      duplicate: false,
      requestHash: next.requestHash,
    };
  }

  /** Takes a free slot of the quota at `at` (each slot taken alone), or none when all are used. */
  private takeSlot(quota: MailQuota, at: Date): string | null {
    return (
      quotaSlots(quota).find(
        (slot) => this.database.runNow(countMailStatement(slot, at, quota.windowMs)) > 0,
      ) ?? null
    );
  }

  async claimDue(
    now: Date,
    limit: number,
    leaseMs: number,
    { dueBy = now, targets = ONE_BY_ONE }: ClaimOptions = {},
  ): Promise<DueDelivery[]> {
    const { database } = this;
    const until = new Date(now.getTime() + leaseMs);
    const claimed = database.immediate(() => {
      const rows = database.allNow(
        DELIVERY,
        sql`SELECT ${columnsOf(DELIVERY)} FROM deliveries
          WHERE state = 'pending' AND next_attempt_at <= ${dueBy} AND target ${inList(targets, "text")}
            AND (claimed_until IS NULL OR claimed_until <= ${now})
          ORDER BY next_attempt_at LIMIT ${limit}`,
      );
      for (const row of rows) {
        database.runNow(sql`UPDATE deliveries SET claimed_until = ${until}
          WHERE submission_id = ${row.submission_id} AND target = ${row.target}`);
      }
      return rows;
    });
    return this.dueWith(claimed);
  }

  protected override async wrote(write: Promise<unknown>): Promise<void> {
    try {
      await write;
      this.lastError = null;
    } catch (error) {
      this.lastError = error;
      throw error;
    }
  }

  async scrub(gone?: Gone): Promise<{ left: string | null }> {
    const db = this.db();
    if (gone) scrubImportedFiles(db, gone.email ?? null, gone.ids);
    // The search index only marks a deleted lead's words as gone; merging its segments drops them.
    db.exec("INSERT INTO lead_search (lead_search) VALUES ('optimize')");
    // Deleted pages are zeroed (secure_delete); the log that still holds them is emptied, unless
    // another process (a running server) is reading it: then SQLite reuses it in time.
    const checkpoint: unknown = db.pragma("wal_checkpoint(TRUNCATE)");
    const result: unknown = Array.isArray(checkpoint) ? checkpoint[0] : undefined;
    return {
      left:
        result !== undefined && decodeRow({ busy: int }, result, "sqlite").busy === 0
          ? null
          : "SQLite's log is being read by the running server: it is emptied as the server writes on (run this again once the server is stopped to empty it now)",
    };
  }

  /** Writable when the last write worked and a write (rolled back) can take the lock now. */
  async health(): Promise<StoreHealth> {
    if (this.lastError) {
      return { writable: false, detail: `last write failed: ${String(this.lastError)}` };
    }
    // Committed, not rolled back: a write that is never committed never reaches the disk.
    try {
      this.database.runNow(sql`INSERT INTO health_probe (id, at) VALUES (1, ${new Date()})
        ON CONFLICT (id) DO UPDATE SET at = excluded.at`);
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
    const db = this.connection;
    this.connection = null;
    db?.close();
  }
}
