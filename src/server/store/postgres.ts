import { randomBytes } from "node:crypto";
import pg from "pg";
import { DATABASE_DEADLINES } from "../http/deadlines";
import type { HitCounter } from "../http/hit-counter";
import { findSubmission, postgresAdds } from "./postgres-add";
import { groupedLookup } from "./grouped";
import { postgresHitCounter } from "./postgres-hits";
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
import { migrate } from "./migrations";
import { postgresDb, type PostgresDb } from "./sql/db";
import {
  ONE_BY_ONE,
  quotaSlots,
  type ClaimOptions,
  type AddResult,
  type Delivery,
  type ErasureNote,
  type StoredErasureNote,
  type DeliveryTarget,
  type DeliveryUpdate,
  type DueDelivery,
  type HeldSubmission,
  type MailQuota,
  type NewSubmission,
  type Store,
  type Submission,
  type SubmissionKind,
  type Suppression,
  type SuppressionReason,
} from "./types";

export interface SubmissionRow {
  id: string;
  kind: SubmissionKind;
  idempotency_key: string | null;
  received_at: Date;
  page: string | null;
  record: unknown;
  request_hash: string | null;
  consent: unknown;
  confirmation: string | null;
  confirmed_at: Date | null;
}

export type DeliveryRow = Rows<Date>;

/** A SubmissionRow's columns: not the inbox's search words, which only its index reads. */
export const SUBMISSION_COLUMNS = `id, kind, idempotency_key, received_at, page, record, request_hash,
  consent, confirmation, confirmed_at`;

const LIST_PAGE = 500;

/**
 * A page's last arrival time as PostgreSQL wrote it: a JavaScript Date keeps milliseconds only, so
 * a row written with microseconds (by SQL's now(), say) would be read again on the next page.
 */
const CURSOR = "received_at::text AS cursor_at";
interface Cursor {
  cursor_at: string;
}

interface HeldRow {
  id: string;
  kind: SubmissionKind;
  record: unknown;
  received_at: Date;
  settled_at: Date | null;
  pending: boolean;
  confirmation: string | null;
  status: string;
}

export const toDelivery = (row: DeliveryRow): Delivery =>
  deliveryOf(row, (time) => time.toISOString());

export const toSubmission = (row: SubmissionRow, deliveries: Delivery[]): Submission => ({
  ...toKinded(row.kind, row.record),
  id: row.id,
  idempotencyKey: row.idempotency_key,
  receivedAt: row.received_at.toISOString(),
  page: row.page,
  ...(row.request_hash ? { requestHash: row.request_hash } : {}),
  ...toConsent(row.consent, row.page, row.received_at.toISOString()),
  ...toConfirmation(row.confirmation, row.confirmed_at, (time) => time.toISOString()),
  deliveries,
});

export interface PostgresOptions {
  url: string;
  /** Connections kept open; each request holds one only for its one statement. */
  poolSize?: number;
}

/** Where a connection string points, without its password: for logs. */
export function describeDatabase(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `postgres ${hostname || "local socket"}${port ? `:${port}` : ""}${pathname}`;
  } catch {
    return "postgres";
  }
}

/**
 * The store for more than one machine or any serverless host: PostgreSQL through a pool. Each
 * submission is written in one statement with the deliveries it is owed, those arriving together
 * share a commit (postgres-add), and the unique (kind, idempotency key) makes a retry that reaches
 * another instance store nothing.
 */
export class PostgresStore implements Store {
  readonly description: string;
  private readonly pool: pg.Pool;
  private ready: Promise<number> | null = null;
  private hits: HitCounter | null = null;
  private closing: Promise<void> | null = null;
  private readonly adds: (next: NewSubmission) => Promise<AddResult>;
  /** The typed statements' way into this database (src/server/store/sql), once migrated. */
  readonly database: PostgresDb;
  private readonly suppressions: (hash: string) => Promise<Suppression | undefined>;
  private readonly confirmed: (email: string) => Promise<boolean | undefined>;

  constructor({ url, poolSize = 10 }: PostgresOptions) {
    this.description = describeDatabase(url);
    this.pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: DATABASE_DEADLINES.connectMs,
      statement_timeout: DATABASE_DEADLINES.statementMs,
      query_timeout: DATABASE_DEADLINES.queryMs,
      idle_in_transaction_session_timeout: DATABASE_DEADLINES.idleInTransactionMs,
    });
    // An idle connection that drops (a restart of the server) must not end the process.
    this.pool.on("error", () => undefined);
    this.database = postgresDb(this.pool, () => this.migrate());
    this.adds = postgresAdds(this.pool, () => this.migrate());
    // Every sign-up asks both; those asking together share one statement for each.
    const { queryMs } = DATABASE_DEADLINES;
    this.suppressions = groupedLookup("the suppression list", queryMs, async (hashes: string[]) => {
      const { rows } = await this.pool.query<{ hash: string; reason: SuppressionReason; at: Date }>(
        {
          name: "suppressions",
          text: "SELECT hash, reason, at FROM suppressions WHERE hash = ANY($1::text[])",
          values: [hashes],
        },
      );
      return new Map(
        rows.map((row) => [row.hash, { reason: row.reason, at: row.at.toISOString() }]),
      );
    });
    this.confirmed = groupedLookup("confirmed addresses", queryMs, async (emails: string[]) => {
      const { rows } = await this.pool.query<{ email: string }>({
        name: "confirmed-addresses",
        text: `SELECT asked.email FROM unnest($1::text[]) AS asked(email) WHERE EXISTS (
            SELECT 1 FROM submissions WHERE mailbox = asked.email AND confirmation = 'confirmed')`,
        values: [emails],
      });
      return new Map(rows.map((row) => [row.email, true]));
    });
  }

  /** Creates or updates the schema (once per process); resolves with the steps applied. */
  migrate(): Promise<number> {
    this.ready ??= migrate(this.pool).catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  async open(): Promise<void> {
    await this.migrate();
  }

  /** Runs one statement once the schema is ready: the inbox keeps its tables in this database. */
  async query<Row extends pg.QueryResultRow>(
    text: string,
    values: readonly unknown[] = [],
  ): Promise<pg.QueryResult<Row>> {
    await this.migrate();
    return this.pool.query<Row>(text, [...values]);
  }

  add(next: NewSubmission): Promise<AddResult> {
    return this.adds(next);
  }

  async find(kind: SubmissionKind, idempotencyKey: string) {
    await this.migrate();
    return findSubmission(this.pool, kind, idempotencyKey);
  }

  async claimDue(
    now: Date,
    limit: number,
    leaseMs: number,
    { dueBy = now, targets = ONE_BY_ONE }: ClaimOptions = {},
  ): Promise<DueDelivery[]> {
    await this.migrate();
    const claimed = await this.pool.query<DeliveryRow>(
      `WITH due AS (
         SELECT submission_id, target FROM deliveries
         WHERE state = 'pending' AND next_attempt_at <= $4 AND target = ANY($5::text[])
           AND (claimed_until IS NULL OR claimed_until <= $1)
         ORDER BY next_attempt_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       UPDATE deliveries AS d SET claimed_until = $1::timestamptz + $3 * interval '1 millisecond'
       FROM due WHERE d.submission_id = due.submission_id AND d.target = due.target
       RETURNING d.*`,
      [now, limit, leaseMs, dueBy, targets],
    );
    if (!claimed.rows.length) return [];
    const ids = [...new Set(claimed.rows.map((row) => row.submission_id))];
    const { rows } = await this.pool.query<SubmissionRow>(
      `SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claimed.rows.flatMap((row) => {
      const submission = byId.get(row.submission_id);
      if (!submission) return [];
      const delivery = toDelivery(row);
      return [{ submission: toSubmission(submission, [delivery]), delivery }];
    });
  }

  async sending(id: string, target: DeliveryTarget, messageId: string, at: Date): Promise<void> {
    await this.migrate();
    await this.pool.query(
      `UPDATE deliveries SET sending_since = $3, message_id = $4
       WHERE submission_id = $1 AND target = $2`,
      [id, target, at, messageId],
    );
  }

  async record(id: string, target: DeliveryTarget, update: DeliveryUpdate): Promise<void> {
    await this.migrate();
    await this.pool.query(
      `UPDATE deliveries SET state = $3, attempts = $4, next_attempt_at = $5,
         last_attempt_at = $6, status = $7, detail = $8, subscriber_id = $9, claimed_until = NULL,
         sending_since = $10, message_id = coalesce($11, message_id)
       WHERE submission_id = $1 AND target = $2`,
      [
        id,
        target,
        update.state,
        update.attempts,
        update.nextAttemptAt ?? null,
        update.lastAttemptAt ?? null,
        update.status ?? null,
        update.detail ?? null,
        update.subscriberId ?? null,
        update.sendingSince ?? null,
        update.messageId ?? null,
      ],
    );
  }

  /** Every submission oldest first, a page at a time (keyset on received_at and id). */
  async *list(): AsyncIterable<Submission> {
    await this.migrate();
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const page: pg.QueryResult<SubmissionRow & Cursor> = await this.pool.query<
        SubmissionRow & Cursor
      >(
        after
          ? `SELECT ${SUBMISSION_COLUMNS}, ${CURSOR} FROM submissions WHERE (received_at, id) > ($2::timestamptz, $3)
             ORDER BY received_at, id LIMIT $1`
          : `SELECT ${SUBMISSION_COLUMNS}, ${CURSOR} FROM submissions ORDER BY received_at, id LIMIT $1`,
        after ? [LIST_PAGE, after.at, after.id] : [LIST_PAGE],
      );
      if (!page.rows.length) return;
      const { rows } = await this.pool.query<DeliveryRow>(
        "SELECT * FROM deliveries WHERE submission_id = ANY($1::uuid[]) ORDER BY target",
        [page.rows.map((row) => row.id)],
      );
      for (const row of page.rows) {
        const deliveries = rows.filter((d) => d.submission_id === row.id).map(toDelivery);
        yield toSubmission(row, deliveries);
      }
      const last = page.rows[page.rows.length - 1];
      if (!last || page.rows.length < LIST_PAGE) return;
      after = { at: last.cursor_at, id: last.id };
    }
  }

  async *held(before: Date): AsyncIterable<HeldSubmission> {
    await this.migrate();
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const page: pg.QueryResult<HeldRow & Cursor> = await this.pool.query<HeldRow & Cursor>(
        `SELECT s.id, s.kind, s.record, s.received_at, s.confirmation, s.status, ${CURSOR},
           (SELECT max(d.last_attempt_at) FROM deliveries d
             WHERE d.submission_id = s.id AND d.state <> 'pending') AS settled_at,
           EXISTS (SELECT 1 FROM deliveries d
             WHERE d.submission_id = s.id AND d.state = 'pending') AS pending
         FROM submissions s
         WHERE s.received_at < $1 AND ($2::timestamptz IS NULL OR (s.received_at, s.id) > ($2, $3::uuid))
         ORDER BY s.received_at, s.id LIMIT $4`,
        [before, after?.at ?? null, after?.id ?? null, LIST_PAGE],
      );
      for (const row of page.rows) {
        yield {
          id: row.id,
          ...toKinded(row.kind, row.record),
          receivedAt: row.received_at.toISOString(),
          settledAt: row.settled_at ? row.settled_at.toISOString() : null,
          pending: row.pending,
          awaitingConfirmation: row.confirmation === "pending",
          status: toStatus(row.status),
        };
      }
      const last = page.rows[page.rows.length - 1];
      if (!last || page.rows.length < LIST_PAGE) return;
      after = { at: last.cursor_at, id: last.id };
    }
  }

  async remove(ids: readonly string[]): Promise<number> {
    await this.migrate();
    const { rowCount } = await this.pool.query(
      "DELETE FROM submissions WHERE id = ANY($1::uuid[])",
      [ids],
    );
    return rowCount ?? 0;
  }

  async forgetMailQuota(before: Date): Promise<number> {
    await this.migrate();
    const { rowCount } = await this.pool.query(
      "DELETE FROM visitor_mail_quota WHERE sent_at < $1",
      [before],
    );
    return rowCount ?? 0;
  }

  async owe(submissionId: string, target: DeliveryTarget, at: Date): Promise<void> {
    await this.migrate();
    await this.pool.query(
      `INSERT INTO deliveries (submission_id, target, state, attempts, next_attempt_at)
       VALUES ($1, $2, 'pending', 0, $3)
       ON CONFLICT (submission_id, target) DO UPDATE SET state = 'pending', attempts = 0,
         next_attempt_at = EXCLUDED.next_attempt_at, claimed_until = NULL, detail = NULL,
         sending_since = NULL
       WHERE deliveries.state IN ('refused', 'failed')`,
      [submissionId, target, at],
    );
  }

  async submissionsFrom(email: string): Promise<Submission[]> {
    await this.migrate();
    const { rows } = await this.pool.query<SubmissionRow>(
      `SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE mailbox = $1 ORDER BY received_at, id`,
      [mailboxOf(email)],
    );
    const owed = await this.pool.query<DeliveryRow>(
      "SELECT * FROM deliveries WHERE submission_id = ANY($1::uuid[]) ORDER BY target",
      [rows.map((row) => row.id)],
    );
    return rows.map((row) =>
      toSubmission(row, owed.rows.filter((d) => d.submission_id === row.id).map(toDelivery)),
    );
  }

  async siteKey(name: string): Promise<Buffer> {
    await this.migrate();
    // Two statements: a key another instance made a moment ago is seen by the second.
    await this.pool.query(
      "INSERT INTO site_keys (name, key) VALUES ($1, $2) ON CONFLICT DO NOTHING",
      [name, randomBytes(32)],
    );
    const { rows } = await this.pool.query<{ key: Buffer }>(
      "SELECT key FROM site_keys WHERE name = $1",
      [name],
    );
    const [row] = rows;
    if (!row) throw new Error(`no site key ${name}`);
    return row.key;
  }

  async suppress(hash: string, reason: SuppressionReason, at: Date): Promise<void> {
    await this.migrate();
    await this.pool.query(
      "INSERT INTO suppressions (hash, reason, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
      [hash, reason, at],
    );
  }

  async suppression(hash: string): Promise<Suppression | undefined> {
    await this.migrate();
    return this.suppressions(hash);
  }

  async scrub(): Promise<{ left: string | null }> {
    await this.migrate();
    // Deleted rows stay in their pages until a vacuum frees them for reuse; it does not overwrite
    // them, and the write-ahead log keeps them until recycled (docs/leads.md says so).
    try {
      await this.pool.query(`VACUUM submissions, deliveries, lead_events, visitor_mail_quota,
        inbox_accounts, inbox_passkeys, inbox_sessions, inbox_once, inbox_audit`);
      return { left: null };
    } catch (error) {
      return {
        left: `PostgreSQL did not vacuum (${String(error)}): the deleted rows' space is reused once its autovacuum runs`,
      };
    }
  }

  async forgetMailKeys(keys: readonly string[]): Promise<number> {
    await this.migrate();
    const { rowCount } = await this.pool.query(
      "DELETE FROM visitor_mail_quota WHERE key = ANY($1::text[])",
      [keys],
    );
    return rowCount ?? 0;
  }

  async allowMail(quota: MailQuota, at: Date): Promise<string | null> {
    await this.migrate();
    // Each slot is taken alone, under its row's lock: two instances never take the same one.
    for (const slot of quotaSlots(quota)) {
      const { rowCount } = await this.pool.query(
        `INSERT INTO visitor_mail_quota AS q (key, sent_at) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET sent_at = EXCLUDED.sent_at
           WHERE q.sent_at <= EXCLUDED.sent_at - $3 * interval '1 millisecond'`,
        [slot, at, quota.windowMs],
      );
      if (rowCount) return slot;
    }
    return null;
  }

  async confirm(email: string, at: Date): Promise<Submission[]> {
    await this.migrate();
    const { rows } = await this.pool.query<{ id: string }>(
      `UPDATE submissions SET confirmation = 'confirmed', confirmed_at = $1
       WHERE mailbox = $2 AND confirmation = 'pending' RETURNING id`,
      [at, mailboxOf(email)],
    );
    if (!rows.length) return [];
    const ids = new Set(rows.map((row) => row.id));
    return (await this.submissionsFrom(email)).filter((submission) => ids.has(submission.id));
  }

  async isConfirmed(email: string): Promise<boolean> {
    await this.migrate();
    return (await this.confirmed(mailboxOf(email))) === true;
  }

  async noteErasure({ at, by, submissions, platform }: ErasureNote): Promise<void> {
    await this.migrate();
    await this.pool.query(
      "INSERT INTO erasure_notes (at, erased_by, submissions, platform) VALUES ($1, $2, $3, $4)",
      [at, by, submissions, platform],
    );
  }

  async erasureNotes(): Promise<StoredErasureNote[]> {
    await this.migrate();
    const { rows } = await this.pool.query<ErasureNoteRow<Date>>(
      "SELECT * FROM erasure_notes ORDER BY at, id",
    );
    return rows.map((row) => toErasureNote({ ...row, at: row.at.toISOString() }));
  }

  async forgetErasureNotes(ids: readonly number[]): Promise<number> {
    await this.migrate();
    const { rowCount } = await this.pool.query(
      "DELETE FROM erasure_notes WHERE id = ANY($1::bigint[])",
      [ids],
    );
    return rowCount ?? 0;
  }

  async health() {
    try {
      await this.migrate();
      const { rows } = await this.pool.query<{ recovery: boolean; read_only: string }>(
        "SELECT pg_is_in_recovery() AS recovery, current_setting('transaction_read_only') AS read_only",
      );
      const row = rows[0];
      const writable = row !== undefined && !row.recovery && row.read_only === "off";
      if (!writable) return { writable, detail: `${this.description} is read-only` };
      // Committed, not rolled back: a full disk refuses only what is written for real.
      await this.pool.query(
        `INSERT INTO health_probe (id, at) VALUES (1, now())
         ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
      );
      return { writable, detail: this.description };
    } catch (error) {
      return { writable: false, detail: `${this.description}: ${String(error)}` };
    }
  }

  /** The rate limit's counts in the database (src/server/store/postgres-hits.ts). */
  hitCounter(): HitCounter {
    this.hits ??= postgresHitCounter(this.pool, () => this.migrate());
    return this.hits;
  }

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}
