import { randomUUID } from "node:crypto";
import pg from "pg";
import { DATABASE_DEADLINES } from "../http/deadlines";
import { grouped, within } from "./grouped";
import { mailboxOf } from "./mailbox-column";
import type { Db } from "./sql/db";
import { sql } from "./sql/statement";
import { submissions } from "./sql/tables";
import { findStatement, FOUND, toFound } from "./sql-store";
import { QUOTA_DETAIL, type AddResult, type NewSubmission } from "./types";

/**
 * Submissions and the deliveries each is owed, in one statement (so one commit): a submission
 * whose kind and key are already stored adds nothing, and a visitor email past its mailbox's
 * quota is owed as refused.
 */
const ADD_SUBMISSIONS = (inputs: string) =>
  sql`WITH input AS (
         SELECT * FROM jsonb_to_recordset(${inputs}::jsonb) AS i(
           ord integer, id uuid, kind text, idempotency_key text, received_at timestamptz,
           record jsonb, page text, request_hash text, consent jsonb, confirmation text,
           mailbox text, targets text[], mail_key text, mail_window_ms double precision,
           mail_limit integer, mail_capped boolean, trapped boolean)
       ), inserted AS (
         INSERT INTO submissions
           (id, kind, idempotency_key, received_at, record, page, request_hash, consent,
             confirmation, confirmed_at, mailbox, status, trapped_at)
         SELECT id, kind, idempotency_key, received_at, record, page, request_hash, consent,
           confirmation, CASE WHEN confirmation = 'confirmed' THEN received_at END, mailbox,
           CASE WHEN trapped THEN 'spam' ELSE 'new' END, CASE WHEN trapped THEN received_at END
         FROM input ORDER BY ord
         ON CONFLICT (kind, idempotency_key) DO NOTHING
         RETURNING id, received_at
       ), mail AS (
         SELECT i.id, i.mail_key, i.mail_window_ms, i.mail_limit, inserted.received_at,
           row_number() OVER (PARTITION BY i.mail_key ORDER BY i.ord) AS nth
         FROM inserted JOIN input i USING (id)
         WHERE i.mail_key IS NOT NULL AND 'visitor-email' = ANY(i.targets)
       ), slot AS (
         -- The n-th email to one mailbox in a group asks for the n-th of its quota's slots that is
         -- free, as they would one after another; one past the free slots asks for none.
         SELECT m.id, free.key, m.received_at, m.mail_window_ms
         FROM mail m CROSS JOIN LATERAL (
           SELECT m.mail_key || ':' || s AS key, row_number() OVER (ORDER BY s) AS nth
           FROM generate_series(0, m.mail_limit - 1) AS s
           WHERE NOT EXISTS (SELECT 1 FROM visitor_mail_quota q
             WHERE q.key = m.mail_key || ':' || s
               AND q.sent_at > m.received_at - m.mail_window_ms * interval '1 millisecond')
         ) AS free
         WHERE free.nth = m.nth
       ), quota AS (
         -- In the order of their keys, so that two instances never lock rows in opposite orders;
         -- a slot another instance took meanwhile is checked again under its lock.
         INSERT INTO visitor_mail_quota AS q (key, sent_at)
         SELECT key, received_at FROM slot ORDER BY key
         ON CONFLICT (key) DO UPDATE SET sent_at = EXCLUDED.sent_at
           WHERE q.sent_at <= EXCLUDED.sent_at - interval '1 millisecond' *
             (SELECT f.mail_window_ms FROM slot f WHERE f.key = EXCLUDED.key)
         RETURNING key
       ), owed AS (
         INSERT INTO deliveries (submission_id, target, state, attempts, next_attempt_at, detail)
         SELECT inserted.id, target, held.state, 0,
           CASE WHEN held.state = 'pending' THEN inserted.received_at END,
           CASE WHEN held.state = 'refused' THEN ${QUOTA_DETAIL} END
         FROM inserted JOIN input i USING (id), unnest(i.targets) AS target,
           LATERAL (SELECT CASE
             WHEN target = 'visitor-email' AND i.mail_capped AND NOT EXISTS (
               SELECT 1 FROM quota JOIN slot f ON f.key = quota.key WHERE f.id = i.id)
             THEN 'refused' ELSE 'pending' END AS state) AS held
       )
       SELECT id, received_at FROM inserted`.named("add-submissions");

/**
 * The errors a row's own data causes (SQLSTATE classes 21, 22 and 23: cardinality, data and
 * integrity): worth trying each row alone. Any other (a timeout, a lost or refused connection)
 * would fail them all again.
 */
const ROW_CAUSED = /^2[123]/;

const STORED = submissions.pick("id", "received_at");

/** The submission stored under this kind and key, if any. */
async function findSubmission(db: Db, kind: NewSubmission["kind"], idempotencyKey: string) {
  const row = await db.one(FOUND, findStatement(kind, idempotencyKey));
  return row && toFound(row);
}

interface Waiting {
  next: NewSubmission;
  resolve: (result: AddResult) => void;
  reject: (error: unknown) => void;
}

const asInput = ({ next }: Waiting, ord: number) => ({
  ord,
  id: randomUUID(),
  kind: next.kind,
  idempotency_key: next.idempotencyKey,
  received_at: new Date().toISOString(),
  record: next.record,
  page: next.page ?? null,
  request_hash: next.requestHash,
  consent: next.consent ?? null,
  confirmation: next.confirmation ?? null,
  mailbox: mailboxOf(next.record.email),
  targets: next.targets,
  mail_key: next.visitorMail?.key ?? null,
  mail_window_ms: next.visitorMail?.windowMs ?? 0,
  mail_limit: next.visitorMail?.limit ?? 0,
  mail_capped: next.visitorMail !== undefined,
  trapped: next.trapped ?? false,
});

/**
 * Adds submissions as the SQLite store does: those that arrive while a statement is under way go
 * together in the next one, so that a burst of leads waits for one flush of the database's log,
 * not one each. When a row's own data fails the group (nothing of it was kept), each of its
 * submissions is tried alone, so one bad submission never costs the others theirs.
 */
export function postgresAdds(db: Db): (next: NewSubmission) => Promise<AddResult> {
  async function addGroup(group: Waiting[]): Promise<void> {
    let inputs: ReturnType<typeof asInput>[] = [];
    let rows: { id: string; received_at: string }[];
    try {
      inputs = group.map(asInput);
      // Named, so that each connection parses and plans it once.
      rows = await db.all(STORED, ADD_SUBMISSIONS(JSON.stringify(inputs)));
    } catch (error) {
      const rowCaused = error instanceof pg.DatabaseError && ROW_CAUSED.test(error.code ?? "");
      if (group.length > 1 && rowCaused) {
        await Promise.all(group.map((one) => addGroup([one])));
      } else {
        group.forEach((one) => one.reject(error));
      }
      return;
    }
    const stored = new Map(rows.map((row) => [row.id, row]));
    await Promise.all(
      group.map(async (one, index) => {
        const { kind, idempotencyKey, requestHash } = one.next;
        try {
          const row = stored.get(inputs[index]?.id ?? "");
          if (row) {
            return one.resolve({
              id: row.id,
              receivedAt: row.received_at,
              duplicate: false,
              requestHash,
            });
          }
          const found = idempotencyKey && (await findSubmission(db, kind, idempotencyKey));
          if (!found) throw new Error("the submission was neither stored nor found");
          one.resolve({ ...found, duplicate: true });
        } catch (error) {
          one.reject(error);
        }
      }),
    );
  }

  const add = grouped(addGroup);
  // A call waits for the group before its own, so it has a deadline of its own.
  return (next) =>
    within(
      new Promise((resolve, reject) => add({ next, resolve, reject })),
      DATABASE_DEADLINES.queryMs,
      "storing the submission",
    );
}
