import { randomBytes } from "node:crypto";
import { toStatus } from "../inbox/store/rows";
import { mailboxOf } from "./mailbox-column";
import { findReply, type StoredReply } from "./replies";
import { toKinded } from "./rows";
import { bool, int, nullable, text, time, uuid } from "./sql/codecs";
import type { Db } from "./sql/db";
import { after, arrival, CURSOR, cursorOf, type Cursor } from "./sql/keyset";
import { each, empty, inList, param, span, sql } from "./sql/statement";
import { columnsOf, type RowOf } from "./sql/table";
import { erasureNotes, siteKeys, submissions, suppressions } from "./sql/tables";
import { SUBMISSION, toDelivery, toSubmission, withDeliveries, type DeliveryRow } from "./rows";
import {
  quotaSlots,
  type DeliveryTarget,
  type DeliveryUpdate,
  type DueDelivery,
  type ErasureNote,
  type HeldSubmission,
  type MailQuota,
  type Store,
  type StoredErasureNote,
  type Submission,
  type SubmissionKind,
  type Suppression,
  type SuppressionReason,
} from "./types";

// What both stores do with the same statements, each written once over the typed layer
// (src/server/store/sql); each store adds what its database does its own way.

const LIST_PAGE = 500;

/** What the visitor's answer needs of a stored submission, with the hash its key is bound to. */
export const FOUND = submissions.pick("id", "received_at", "request_hash");
const HELD = {
  ...submissions.pick(
    "id",
    "kind",
    "record",
    "received_at",
    "confirmation",
    "status",
    "trapped_at",
  ),
  settled_at: nullable(time),
  pending: bool,
  ...CURSOR,
};
const LISTED = { ...SUBMISSION, ...CURSOR };
const SUPPRESSION = suppressions.columns;
const CONFIRMED = { mailbox: text };
const KEY = siteKeys.pick("key");
const ERASURE_NOTE = erasureNotes.columns;
const IDS = submissions.pick("id");

/** The submission stored under this kind and key. */
export const findStatement = (kind: SubmissionKind, idempotencyKey: string) =>
  sql`SELECT ${columnsOf(FOUND)} FROM submissions
    WHERE kind = ${kind} AND idempotency_key = ${idempotencyKey}`;

export const toFound = (row: RowOf<typeof FOUND>) => ({
  id: row.id,
  receivedAt: row.received_at,
  requestHash: row.request_hash,
});

/** A quota slot's first email, or a later one once the slot's window has passed. */
export const countMailStatement = (slot: string, at: Date, windowMs: number) =>
  sql`INSERT INTO visitor_mail_quota AS q (key, sent_at) VALUES (${slot}, ${at})
    ON CONFLICT (key) DO UPDATE SET sent_at = excluded.sent_at
    WHERE q.sent_at <= excluded.sent_at - ${span(windowMs)}`;

type Shared = Omit<
  Store,
  "description" | "open" | "add" | "claimDue" | "scrub" | "health" | "hitCounter" | "close"
>;

export abstract class SqlStore implements Shared {
  abstract readonly database: Db;

  /** Runs a write whose failure the store's health should hear of. */
  protected wrote(write: Promise<unknown>): Promise<void> {
    return write.then(() => undefined);
  }

  async find(kind: SubmissionKind, idempotencyKey: string) {
    const row = await this.database.one(FOUND, findStatement(kind, idempotencyKey));
    return row && toFound(row);
  }

  /** The claimed deliveries with the submissions they belong to. */
  protected async dueWith(claimed: readonly DeliveryRow[]): Promise<DueDelivery[]> {
    if (!claimed.length) return [];
    const ids = [...new Set(claimed.map((row) => row.submission_id))];
    const rows = await this.database.all(
      SUBMISSION,
      sql`SELECT ${columnsOf(SUBMISSION)} FROM submissions WHERE id ${inList(ids, "uuid")}`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claimed.flatMap((row) => {
      const submission = byId.get(row.submission_id);
      if (!submission) return [];
      const delivery = toDelivery(row);
      return [{ submission: toSubmission(submission, [delivery]), delivery }];
    });
  }

  sending(id: string, target: DeliveryTarget, messageId: string, at: Date): Promise<void> {
    return this.wrote(
      this.database.run(sql`UPDATE deliveries SET sending_since = ${at}, message_id = ${messageId}
        WHERE submission_id = ${param(uuid, id)} AND target = ${target}`),
    );
  }

  reply(id: string, messageId: string): Promise<StoredReply | undefined> {
    return findReply(this.database, id, messageId);
  }

  record(id: string, target: DeliveryTarget, update: DeliveryUpdate): Promise<void> {
    const at = (value: string | undefined) => (value === undefined ? null : param(time, value));
    return this.wrote(
      this.database.run(sql`UPDATE deliveries SET state = ${update.state},
          attempts = ${update.attempts}, next_attempt_at = ${at(update.nextAttemptAt)},
          last_attempt_at = ${at(update.lastAttemptAt)}, status = ${update.status ?? null},
          detail = ${update.detail ?? null}, subscriber_id = ${update.subscriberId ?? null},
          claimed_until = NULL, sending_since = ${at(update.sendingSince)},
          message_id = coalesce(${update.messageId ?? null}, message_id)
        WHERE submission_id = ${param(uuid, id)} AND target = ${target}`),
    );
  }

  /** Every submission oldest first, a page at a time (keyset: sql/keyset.ts). */
  async *list(): AsyncIterable<Submission> {
    let cursor: Cursor | null = null;
    for (;;) {
      const rows: RowOf<typeof LISTED>[] = await this.database.all(
        LISTED,
        sql`SELECT ${columnsOf(SUBMISSION, "s")}, ${cursorOf("s")} FROM submissions s
          ${cursor ? sql`WHERE ${after("s", cursor)}` : empty()}
          ORDER BY ${arrival("s")} LIMIT ${LIST_PAGE}`,
      );
      yield* await withDeliveries(this.database, rows);
      const last = rows[rows.length - 1];
      if (!last || rows.length < LIST_PAGE) return;
      cursor = last;
    }
  }

  async *held(before: Date): AsyncIterable<HeldSubmission> {
    let cursor: Cursor | null = null;
    for (;;) {
      const rows: RowOf<typeof HELD>[] = await this.database.all(
        HELD,
        sql`SELECT s.id, s.kind, s.record, s.received_at, s.confirmation, s.status, s.trapped_at,
            ${cursorOf("s")},
            (SELECT max(d.last_attempt_at) FROM deliveries d
              WHERE d.submission_id = s.id AND d.state <> 'pending') AS settled_at,
            EXISTS (SELECT 1 FROM deliveries d
              WHERE d.submission_id = s.id AND d.state = 'pending') AS pending
          FROM submissions s WHERE s.received_at < ${before}
            ${cursor ? sql`AND ${after("s", cursor)}` : empty()}
          ORDER BY ${arrival("s")} LIMIT ${LIST_PAGE}`,
      );
      for (const row of rows) {
        yield {
          id: row.id,
          ...toKinded(row.kind, row.record),
          receivedAt: row.received_at,
          settledAt: row.settled_at,
          pending: row.pending,
          awaitingConfirmation: row.confirmation === "pending",
          status: toStatus(row.status),
          trapped: row.trapped_at !== null,
        };
      }
      const last = rows[rows.length - 1];
      if (!last || rows.length < LIST_PAGE) return;
      cursor = last;
    }
  }

  remove(ids: readonly string[]): Promise<number> {
    return this.database.run(sql`DELETE FROM submissions WHERE id ${inList(ids, "uuid")}`);
  }

  forgetMailQuota(before: Date): Promise<number> {
    return this.database.run(sql`DELETE FROM visitor_mail_quota WHERE sent_at < ${before}`);
  }

  async owe(submissionId: string, target: DeliveryTarget, at: Date): Promise<void> {
    await this.database.run(sql`INSERT INTO deliveries
        (submission_id, target, state, attempts, next_attempt_at)
      VALUES (${submissionId}, ${target}, 'pending', 0, ${at})
      ON CONFLICT (submission_id, target) DO UPDATE SET state = 'pending', attempts = 0,
        next_attempt_at = excluded.next_attempt_at, claimed_until = NULL, detail = NULL,
        sending_since = NULL
      WHERE deliveries.state IN ('refused', 'failed')`);
  }

  async submissionsFrom(email: string): Promise<Submission[]> {
    const rows = await this.database.all(
      SUBMISSION,
      sql`SELECT ${columnsOf(SUBMISSION, "s")} FROM submissions s
        WHERE s.mailbox = ${mailboxOf(email)} ORDER BY ${arrival("s")}`,
    );
    return withDeliveries(this.database, rows);
  }

  async siteKey(name: string): Promise<Buffer> {
    // Two statements: a key another instance made a moment ago is seen by the second.
    await this.database.run(sql`INSERT INTO site_keys (name, key)
      VALUES (${name}, ${randomBytes(32)}) ON CONFLICT DO NOTHING`);
    const row = await this.database.one(KEY, sql`SELECT key FROM site_keys WHERE name = ${name}`);
    if (!row) throw new Error(`no site key ${name}`);
    return row.key;
  }

  async suppress(hash: string, reason: SuppressionReason, at: Date): Promise<void> {
    await this.database.run(sql`INSERT INTO suppressions (hash, reason, at)
      VALUES (${hash}, ${reason}, ${at}) ON CONFLICT DO NOTHING`);
  }

  /** The suppression list's entries for these hashes (PostgreSQL asks for many at once). */
  protected async suppressions(hashes: readonly string[]): Promise<Map<string, Suppression>> {
    const rows = await this.database.all(
      SUPPRESSION,
      sql`SELECT hash, reason, at FROM suppressions WHERE hash ${inList(hashes, "text")}`.named(
        "suppressions",
      ),
    );
    return new Map(rows.map((row) => [row.hash, { reason: row.reason, at: row.at }]));
  }

  async suppression(hash: string): Promise<Suppression | undefined> {
    const row = await this.database.one(
      SUPPRESSION,
      sql`SELECT hash, reason, at FROM suppressions WHERE hash = ${hash}`,
    );
    return row && { reason: row.reason, at: row.at };
  }

  /** Which of these mailboxes' owners have confirmed them (PostgreSQL asks for many at once). */
  protected async confirmedMailboxes(mailboxes: readonly string[]): Promise<Map<string, true>> {
    const rows = await this.database.all(
      CONFIRMED,
      sql`SELECT value AS mailbox FROM ${each(mailboxes, "text")} WHERE EXISTS (
          SELECT 1 FROM submissions WHERE mailbox = value AND confirmation = 'confirmed')`.named(
        "confirmed-addresses",
      ),
    );
    return new Map(rows.map((row) => [row.mailbox, true]));
  }

  async isConfirmed(email: string): Promise<boolean> {
    const row = await this.database.one(
      { one: int },
      sql`SELECT 1 AS one FROM submissions
        WHERE mailbox = ${mailboxOf(email)} AND confirmation = 'confirmed' LIMIT 1`,
    );
    return row !== undefined;
  }

  forgetMailKeys(keys: readonly string[]): Promise<number> {
    return this.database.run(sql`DELETE FROM visitor_mail_quota WHERE key ${inList(keys, "text")}`);
  }

  async allowMail(quota: MailQuota, at: Date): Promise<string | null> {
    // Each slot is taken alone, under its row's lock: two instances never take the same one.
    for (const slot of quotaSlots(quota)) {
      if (await this.database.run(countMailStatement(slot, at, quota.windowMs))) return slot;
    }
    return null;
  }

  async confirm(email: string, at: Date): Promise<Submission[]> {
    const rows = await this.database.all(
      IDS,
      sql`UPDATE submissions SET confirmation = 'confirmed', confirmed_at = ${at}
        WHERE mailbox = ${mailboxOf(email)} AND confirmation = 'pending' RETURNING id`,
    );
    if (!rows.length) return [];
    const ids = new Set(rows.map((row) => row.id));
    return (await this.submissionsFrom(email)).filter((submission) => ids.has(submission.id));
  }

  async noteErasure({ at, by, submissions: count, platform }: ErasureNote): Promise<void> {
    await this.database.run(sql`INSERT INTO erasure_notes (at, erased_by, submissions, platform)
      VALUES (${param(time, at)}, ${by}, ${count}, ${platform})`);
  }

  async erasureNotes(): Promise<StoredErasureNote[]> {
    const rows = await this.database.all(
      ERASURE_NOTE,
      sql`SELECT ${columnsOf(ERASURE_NOTE)} FROM erasure_notes ORDER BY at, id`,
    );
    return rows.map(({ erased_by: by, ...row }) => ({ ...row, by }));
  }

  forgetErasureNotes(ids: readonly number[]): Promise<number> {
    return this.database.run(sql`DELETE FROM erasure_notes WHERE id ${inList(ids, "bigint")}`);
  }
}
