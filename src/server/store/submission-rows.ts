import { bySubmission } from "../inbox/store/rows";
import type { Db } from "./sql/db";
import { inList, sql } from "./sql/statement";
import { columnsOf, type RowOf } from "./sql/table";
import { deliveries, submissions } from "./sql/tables";
import { toConsent, toKinded } from "./rows";
import type { Delivery, Submission } from "./types";

// A submission and its deliveries as both stores read them.

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
