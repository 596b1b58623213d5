import type { LeadEvent } from "../../lib/inbox/api";
import { uuid } from "./sql/codecs";
import type { Db } from "./sql/db";
import { param, sql } from "./sql/statement";
import { columnsOf, type RowOf, type Shape } from "./sql/table";
import { leadReplies } from "./sql/reply-tables";
import { submissions } from "./sql/tables";
import type { StoredReply } from "./types";

export type { StoredReply };

// The replies members make from a lead (docs/inbox.md, "Replying"), for either database. An
// emailed reply is owed as the lead's `reply` delivery, which names it by its Message-ID, so the
// outbox sends that reply and no later one, however the two cross.

export interface NewReply extends StoredReply {
  at: Date;
}

const SENT = leadReplies.pick("by", "subject", "body", "message_id", "in_reply_to");
const EVENT = leadReplies.pick("id", "at", "by", "way");

/** The emailed reply with this Message-ID on this lead. */
export async function findReply(
  db: Db,
  submissionId: string,
  messageId: string,
): Promise<StoredReply | undefined> {
  const row = await db.one(
    SENT,
    sql`SELECT ${columnsOf(SENT)} FROM lead_replies
      WHERE submission_id = ${param(uuid, submissionId)} AND message_id = ${messageId}
        AND way = 'email'`,
  );
  if (!row?.subject || !row.body || !row.message_id) return undefined;
  return {
    by: row.by,
    subject: row.subject,
    body: row.body,
    messageId: row.message_id,
    inReplyTo: row.in_reply_to,
  };
}

const FIRST_REPLY = submissions.pick("first_reply_at");

/** When the lead was first answered (null while it waits); undefined when there is no such lead. */
export async function firstReplyAt(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db.one(
    FIRST_REPLY,
    sql`SELECT first_reply_at FROM submissions WHERE id = ${param(uuid, id)}`,
  );
  return row?.first_reply_at;
}

/** Sets when the lead was first answered, unless it was already. */
const answered = (id: string, at: Date) =>
  sql`UPDATE submissions SET first_reply_at = coalesce(first_reply_at, ${at})
    WHERE id = ${param(uuid, id)}`;

/**
 * Owes the lead its reply delivery for this reply and keeps the reply, unless the last reply is
 * still being sent ("busy"). The delivery is owed first: a reply is only ever kept once owed.
 */
export async function oweReply(
  db: Db,
  id: string,
  reply: NewReply,
): Promise<"owed" | "busy" | "missing"> {
  const owed = await db.run(sql`INSERT INTO deliveries
      (submission_id, target, state, attempts, next_attempt_at, message_id)
    SELECT id, 'reply', 'pending', 0, ${reply.at}, ${reply.messageId} FROM submissions
    WHERE id = ${param(uuid, id)}
    ON CONFLICT (submission_id, target) DO UPDATE SET state = 'pending', attempts = 0,
      next_attempt_at = excluded.next_attempt_at, last_attempt_at = NULL, claimed_until = NULL,
      status = NULL, detail = NULL, sending_since = NULL, message_id = excluded.message_id
    WHERE deliveries.state <> 'pending'`);
  if (!owed) {
    return (await firstReplyAt(db, id)) === undefined ? "missing" : "busy";
  }
  await db.run(sql`INSERT INTO lead_replies
      (submission_id, at, by, way, subject, body, message_id, in_reply_to)
    VALUES (${id}, ${reply.at}, ${reply.by}, 'email', ${reply.subject}, ${reply.body},
      ${reply.messageId}, ${reply.inReplyTo})`);
  await db.run(answered(id, reply.at));
  return "owed";
}

/** Keeps that a member answered the lead another way (by phone); resolves with whether it exists. */
export async function markAnswered(db: Db, id: string, by: string, at: Date): Promise<boolean> {
  const added = await db.run(sql`INSERT INTO lead_replies (submission_id, at, by, way)
    SELECT id, ${at}, ${by}, 'phone' FROM submissions WHERE id = ${param(uuid, id)}`);
  if (!added) return false;
  await db.run(answered(id, at));
  return true;
}

/** These columns of the lead's replies, oldest first. */
const repliesOf = <S extends Shape>(db: Db, id: string, columns: S): Promise<RowOf<S>[]> =>
  db.all(
    columns,
    sql`SELECT ${columnsOf(columns)} FROM lead_replies
      WHERE submission_id = ${param(uuid, id)} ORDER BY at, id`,
  );

/** The lead's replies as its history shows them, oldest first. */
export async function replyEvents(db: Db, id: string): Promise<LeadEvent[]> {
  const rows = await repliesOf(db, id, EVENT);
  return rows.map((row) => ({
    type: "reply",
    id: `reply-${row.id}`,
    at: row.at,
    by: row.by,
    way: row.way,
  }));
}

/** A reply as a person's data export gives it: the words written to them, or that they were called. */
export interface KeptReply {
  at: string;
  by: string;
  way: "email" | "phone";
  subject: string | null;
  body: string | null;
}

const KEPT = leadReplies.pick("at", "by", "way", "subject", "body");

/** The lead's replies with their words, oldest first. */
export async function keptReplies(db: Db, id: string): Promise<KeptReply[]> {
  return repliesOf(db, id, KEPT);
}
