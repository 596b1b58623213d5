import type { Db } from "./sql/db";
import { inList, sql } from "./sql/statement";
import { columnsOf, type RowOf } from "./sql/table";
import { deliveries, submissions } from "./sql/tables";
import type { Delivery, Submission } from "./types";
import type { ContactDraft } from "../../lib/leads/contact";
import type { ConsentRecord } from "../../lib/leads/consent";
import type { LeadRecord } from "../../lib/leads/lead-record";
import type { KindedRecord } from "../../lib/leads/submission";

// A submission and its deliveries as both stores read them.

/**
 * A submission's kind and record (JSON text in SQLite, an object from PostgreSQL, a line of an old
 * leads.jsonl). The pipeline writes only what its kind's schema gave back, and the import of the
 * old file only records with the fields' types (jsonl-lines.ts), so it is read as that type. It
 * is not checked against today's limits again: a record kept under older ones must still be
 * listed, exported and erased. A platform delivery reads it again before sending it.
 */
export function toKinded(kind: string, stored: unknown): KindedRecord {
  const record: unknown = typeof stored === "string" ? JSON.parse(stored) : stored;
  if (kind === "lead") return { kind, record: record as LeadRecord };
  if (kind === "contact") return { kind, record: record as ContactDraft };
  throw new Error(`submissions row of unknown kind ${kind}`);
}

/** A submission's consent column (JSON) with its page and time, or nothing when none was kept. */
export function toConsent(
  stored: unknown,
  page: string | null,
  at: string,
): { consent: ConsentRecord } | Record<string, never> {
  const value: unknown = typeof stored === "string" ? JSON.parse(stored) : stored;
  if (typeof value !== "object" || value === null) return {};
  const { form, wording, version } = value as Record<string, unknown>;
  if (typeof form !== "string" || typeof wording !== "string" || typeof version !== "string") {
    return {};
  }
  return { consent: { form, wording, version, page, at } };
}

export const SUBMISSION = submissions.pick(
  "id",
  "kind",
  "idempotency_key",
  "received_at",
  "page",
  "record",
  "request_hash",
  "consent",
  "confirmation",
  "confirmed_at",
);
export type SubmissionRow = RowOf<typeof SUBMISSION>;

export const DELIVERY = deliveries.pick(
  "submission_id",
  "target",
  "state",
  "attempts",
  "next_attempt_at",
  "last_attempt_at",
  "status",
  "detail",
  "subscriber_id",
  "sending_since",
  "message_id",
);
export type DeliveryRow = RowOf<typeof DELIVERY>;

export function toDelivery(row: DeliveryRow): Delivery {
  const delivery: Delivery = { target: row.target, state: row.state, attempts: row.attempts };
  if (row.next_attempt_at !== null) delivery.nextAttemptAt = row.next_attempt_at;
  if (row.last_attempt_at !== null) delivery.lastAttemptAt = row.last_attempt_at;
  if (row.status !== null) delivery.status = row.status;
  if (row.detail !== null) delivery.detail = row.detail;
  if (row.subscriber_id !== null) delivery.subscriberId = row.subscriber_id;
  if (row.sending_since !== null) delivery.sendingSince = row.sending_since;
  if (row.message_id !== null) delivery.messageId = row.message_id;
  return delivery;
}

export const toSubmission = (row: SubmissionRow, owed: Delivery[]): Submission => ({
  ...toKinded(row.kind, row.record),
  id: row.id,
  idempotencyKey: row.idempotency_key,
  receivedAt: row.received_at,
  page: row.page,
  ...(row.request_hash ? { requestHash: row.request_hash } : {}),
  ...toConsent(row.consent, row.page, row.received_at),
  ...(row.confirmation ? { confirmation: { state: row.confirmation, at: row.confirmed_at } } : {}),
  deliveries: owed,
});

/** The deliveries of these submissions, by target. */
export const deliveriesOf = (db: Db, ids: readonly string[]) =>
  db.all(
    DELIVERY,
    sql`SELECT ${columnsOf(DELIVERY)} FROM deliveries
      WHERE submission_id ${inList(ids, "uuid")} ORDER BY target`,
  );

/** The submissions of these rows, each with its deliveries. */
export async function withDeliveries(
  db: Db,
  rows: readonly SubmissionRow[],
): Promise<Submission[]> {
  const byId = bySubmission(
    await deliveriesOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => toSubmission(row, (byId.get(row.id) ?? []).map(toDelivery)));
}

/** Rows by the submission they belong to. */
export function bySubmission<Row extends { submission_id: string }>(rows: readonly Row[]) {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const group = grouped.get(row.submission_id);
    if (group) group.push(row);
    else grouped.set(row.submission_id, [row]);
  }
  return grouped;
}
