// The tables as both schemas hold them (migrations.ts, sqlite-migrations.ts), each column with its
// codec: every statement's rows are read through these, so a renamed column fails to compile.

import { AUDIT_ACTIONS, SIGN_IN_WAYS } from "../../../lib/inbox/api";
import { LEAD_STATUSES } from "../../../lib/inbox/statuses";
import { DELIVERY_STATES, DELIVERY_TARGETS, SUBMISSION_KINDS } from "../types";
import { bytes, int, json, nullable, oneOf, text, textList, time, uuid } from "./codecs";
import { table } from "./table";

export const submissions = table("submissions", {
  id: uuid,
  kind: oneOf(SUBMISSION_KINDS),
  idempotency_key: nullable(text),
  received_at: time,
  page: nullable(text),
  record: json,
  request_hash: nullable(text),
  consent: nullable(json),
  confirmation: nullable(oneOf(["pending", "confirmed"])),
  confirmed_at: nullable(time),
  status: oneOf(LEAD_STATUSES),
  form: text,
  mailbox: nullable(text),
  first_reply_at: nullable(time),
  assignee_id: nullable(uuid),
  trapped_at: nullable(time),
});

export const deliveries = table("deliveries", {
  submission_id: uuid,
  target: oneOf(DELIVERY_TARGETS),
  state: oneOf(DELIVERY_STATES),
  attempts: int,
  next_attempt_at: nullable(time),
  last_attempt_at: nullable(time),
  claimed_until: nullable(time),
  status: nullable(int),
  detail: nullable(text),
  subscriber_id: nullable(text),
  sending_since: nullable(time),
  message_id: nullable(text),
});

export const visitorMailQuota = table("visitor_mail_quota", { key: text, sent_at: time });

export const siteKeys = table("site_keys", { name: text, key: bytes });

export const suppressions = table("suppressions", {
  hash: text,
  reason: oneOf(["unsubscribed", "erased"]),
  at: time,
});

export const erasureNotes = table("erasure_notes", {
  id: int,
  at: time,
  erased_by: oneOf(["visitor", "owner"]),
  submissions: int,
  platform: text,
});

export const leadEvents = table("lead_events", {
  id: int,
  submission_id: uuid,
  at: time,
  by: text,
  type: oneOf(["note", "status"]),
  text: nullable(text),
  from_status: nullable(oneOf(LEAD_STATUSES)),
  to_status: nullable(oneOf(LEAD_STATUSES)),
});

export const leadAssignments = table("lead_assignments", {
  id: int,
  submission_id: uuid,
  at: time,
  by: text,
  assignee: nullable(text),
});

export const accounts = table("inbox_accounts", {
  id: uuid,
  email: text,
  role: oneOf(["owner", "member"]),
  invited_at: time,
  last_sign_in_at: nullable(time),
});

export const passkeys = table("inbox_passkeys", {
  id: text,
  account_id: uuid,
  public_key: bytes,
  counter: int,
  transports: textList,
  created_at: time,
  last_used_at: nullable(time),
  name: nullable(text),
});

export const sessions = table("inbox_sessions", {
  id_hash: text,
  account_id: uuid,
  csrf_token: text,
  created_at: time,
  expires_at: time,
  idle_until: time,
});

export const once = table("inbox_once", {
  hash: text,
  kind: oneOf(["challenge", "invite", "sign-in"]),
  account_id: nullable(uuid),
  expires_at: time,
});

export const audit = table("inbox_audit", {
  id: int,
  at: time,
  by: nullable(text),
  action: oneOf(AUDIT_ACTIONS),
  target: nullable(text),
  detail: nullable(text),
});

/** The day is text in SQLite and a date in PostgreSQL: read it through `refusalDayText`. */
export const refusals = table("inbox_refusals", {
  day: text,
  way: oneOf(SIGN_IN_WAYS),
  count: int,
});
