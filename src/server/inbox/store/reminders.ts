import { text, uuid } from "../../store/sql/codecs";
import type { Db } from "../../store/sql/db";
import { inList, param, sql } from "../../store/sql/statement";
import { columnsOf } from "../../store/sql/table";
import { submissions } from "../../store/sql/tables";
import { toKinded } from "../../store/rows";
import type { KindedRecord } from "../../../lib/leads/submission";

// The leads a reminder is due for (src/server/reminders.ts): promised a reply, not spam, not yet
// answered, due within the reminder's hours and not yet due, and not reminded of before.

const STAGE = "due-soon";

export interface DueSoonQuery {
  /** The forms whose leads were promised a reply. */
  forms: readonly string[];
  /** Received at or before: their reply is due within the reminder's hours. */
  receivedBy: Date;
  /** Received after: their reply is not yet due. */
  receivedAfter: Date;
}

export type DueSoonLead = KindedRecord & {
  id: string;
  receivedAt: string;
  assigneeId: string | null;
};

const DUE = {
  ...submissions.pick("id", "kind", "record", "received_at"),
  assignee_id: submissions.columns.assignee_id,
};
const ID = { submission_id: text };

export async function dueSoon(db: Db, query: DueSoonQuery): Promise<DueSoonLead[]> {
  if (!query.forms.length) return [];
  const rows = await db.all(
    DUE,
    sql`SELECT ${columnsOf(DUE, "s")} FROM submissions s
      WHERE s.form ${inList(query.forms, "text")} AND s.status <> 'spam'
        AND s.first_reply_at IS NULL
        AND s.received_at <= ${query.receivedBy} AND s.received_at > ${query.receivedAfter}
        AND NOT EXISTS (SELECT 1 FROM lead_reminders r
          WHERE r.submission_id = s.id AND r.stage = ${STAGE})
      ORDER BY s.received_at, s.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    ...toKinded(row.kind, row.record),
    receivedAt: row.received_at,
    assigneeId: row.assignee_id,
  }));
}

/** Claims each lead's reminder: two instances at once never both send one. */
export async function remind(db: Db, ids: readonly string[], at: Date): Promise<string[]> {
  const claimed: string[] = [];
  for (const id of ids) {
    const rows = await db.all(
      ID,
      sql`INSERT INTO lead_reminders (submission_id, stage, at)
        VALUES (${param(uuid, id)}, ${STAGE}, ${at})
        ON CONFLICT (submission_id, stage) DO NOTHING RETURNING submission_id`,
    );
    if (rows.length) claimed.push(id);
  }
  return claimed;
}

export async function unremind(db: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db.run(sql`DELETE FROM lead_reminders
    WHERE stage = ${STAGE} AND submission_id ${inList(ids, "uuid")}`);
}
