import type { ContactDraft } from "../../lib/leads/contact";
import type { ConsentRecord } from "../../lib/leads/consent";
import type { LeadRecord } from "../../lib/leads/lead-record";
import type { KindedRecord } from "../../lib/leads/submission";
import {
  DELIVERY_STATES,
  DELIVERY_TARGETS,
  type Confirmation,
  type Delivery,
  type StoredErasureNote,
} from "./types";

/** A deliveries row as both stores hold it; `Time` is a Date (PostgreSQL) or milliseconds (SQLite). */
export interface DeliveryRow<Time> {
  submission_id: string;
  target: string;
  state: string;
  attempts: number;
  next_attempt_at: Time | null;
  last_attempt_at: Time | null;
  status: number | null;
  detail: string | null;
  subscriber_id: string | null;
  sending_since: Time | null;
  message_id: string | null;
}

/** The row as a Delivery, its times as ISO text; a target or state we do not know is an error. */
export function toDelivery<Time>(row: DeliveryRow<Time>, iso: (time: Time) => string): Delivery {
  const target = DELIVERY_TARGETS.find((known) => known === row.target);
  const state = DELIVERY_STATES.find((known) => known === row.state);
  if (!target || !state) throw new Error(`deliveries row with unknown ${row.target}/${row.state}`);
  const delivery: Delivery = { target, state, attempts: row.attempts };
  if (row.next_attempt_at !== null) delivery.nextAttemptAt = iso(row.next_attempt_at);
  if (row.last_attempt_at !== null) delivery.lastAttemptAt = iso(row.last_attempt_at);
  if (row.status !== null) delivery.status = row.status;
  if (row.detail !== null) delivery.detail = row.detail;
  if (row.subscriber_id !== null) delivery.subscriberId = row.subscriber_id;
  if (row.sending_since !== null) delivery.sendingSince = iso(row.sending_since);
  if (row.message_id !== null) delivery.messageId = row.message_id;
  return delivery;
}

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

/** A row of erasure_notes, with its time as the driver gives it. */
export interface ErasureNoteRow<Time> {
  id: number | string;
  at: Time;
  erased_by: string;
  submissions: number;
  platform: string;
}

export function toErasureNote(row: ErasureNoteRow<string>): StoredErasureNote {
  return {
    id: Number(row.id),
    at: row.at,
    by: row.erased_by === "visitor" ? "visitor" : "owner",
    submissions: row.submissions,
    platform: row.platform,
  };
}

/** A stored confirmation as a submission carries it: nothing when none was asked. */
export function toConfirmation<Time>(
  state: string | null,
  at: Time | null,
  iso: (time: Time) => string,
): { confirmation?: Confirmation } {
  if (state !== "pending" && state !== "confirmed") return {};
  return { confirmation: { state, at: at === null ? null : iso(at) } };
}
