import { interestLabel } from "../../../emails/labels";
import type { LeadEvent, StatusCounts } from "../../../lib/inbox/api";
import { formOf } from "../../../lib/inbox/forms";
import { LEAD_STATUSES, type LeadStatus } from "../../../lib/inbox/statuses";
import type { KindedRecord } from "../../../lib/leads/submission";
import type { StoredSummary } from "./types";

// The inbox's rows as both stores read them, their times already ISO text: what each becomes.

/** How much of a message a list shows. */
export const EXCERPT_LENGTH = 140;

export function toStatus(value: string): LeadStatus {
  const status = LEAD_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`lead with unknown status ${value}`);
  return status;
}

const textOf = (record: KindedRecord["record"], field: string): string | null => {
  const value: unknown = (record as Record<string, unknown>)[field];
  return typeof value === "string" && value.trim() ? value.trim() : null;
};

/** The message's first words, else the subject's, else the interest's; cut at a word. */
export function excerptOf({ record }: KindedRecord): string | null {
  const interest = textOf(record, "interest");
  const text =
    textOf(record, "message") ??
    textOf(record, "subject") ??
    (interest === null ? null : interestLabel(interest));
  if (text === null) return null;
  const chars = Array.from(text.replace(/\s+/g, " "));
  if (chars.length <= EXCERPT_LENGTH) return chars.join("");
  const cut = chars.slice(0, EXCERPT_LENGTH).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface SummaryRow {
  id: string;
  receivedAt: string;
  status: string;
  failed: number | string;
  firstReplyAt: string | null;
  kinded: KindedRecord;
}

export function toSummary(row: SummaryRow): StoredSummary {
  const { id, receivedAt, status, failed, firstReplyAt, kinded } = row;
  return {
    id,
    receivedAt,
    form: formOf(kinded),
    status: toStatus(status),
    name: textOf(kinded.record, "name"),
    email: textOf(kinded.record, "email") ?? "",
    company: textOf(kinded.record, "company"),
    excerpt: excerptOf(kinded),
    failed: Number(failed),
    firstReplyAt,
  };
}

/** Counts per status from rows of (status, count), every status present. */
export function toCounts(rows: readonly { status: string; n: number | string }[]): StatusCounts {
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const row of rows) counts[toStatus(row.status)] += Number(row.n);
  return counts;
}

/** The filter's total: its status's count, or every status's. */
export const totalOf = (counts: StatusCounts, status: LeadStatus | undefined): number =>
  status ? counts[status] : Object.values(counts).reduce((sum, n) => sum + n, 0);

export interface EventRow {
  id: number | string;
  at: string;
  by: string;
  type: string;
  text: string | null;
  from_status: string | null;
  to_status: string | null;
}

export function toEvent(row: EventRow): LeadEvent {
  const id = String(row.id);
  if (row.type === "note")
    return { type: "note", id, at: row.at, by: row.by, text: row.text ?? "" };
  return {
    type: "status",
    id,
    at: row.at,
    by: row.by,
    from: toStatus(row.from_status ?? ""),
    to: toStatus(row.to_status ?? ""),
  };
}

/** An address as accounts keep it. */
export const accountEmail = (email: string): string => email.trim().toLowerCase();

/** A refused sign-in's day: UTC, YYYY-MM-DD. */
export const refusalDay = (at: Date): string => at.toISOString().slice(0, 10);
