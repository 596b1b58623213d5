import type { Assignee, LeadEvent } from "../../../lib/inbox/api";
import { uuid } from "../../store/sql/codecs";
import type { Db } from "../../store/sql/db";
import { param, sql } from "../../store/sql/statement";
import { columnsOf } from "../../store/sql/table";
import { accounts, leadAssignments, submissions } from "../../store/sql/tables";

// What the lead desk adds to a lead's page: whom it is assigned to, each assignment in its
// history, and whether the forms' trap caught it.

const ASSIGNMENT = leadAssignments.pick("id", "at", "by", "assignee");
const ASSIGNEE = { assignee_id: submissions.columns.assignee_id, email: accounts.columns.email };
const TRAPPED = submissions.pick("trapped_at");

/** A lead's assignments, as its history shows them (ids apart from its notes' and changes'). */
export async function assignmentsOf(db: Db, id: string): Promise<LeadEvent[]> {
  const rows = await db.all(
    ASSIGNMENT,
    sql`SELECT ${columnsOf(ASSIGNMENT)} FROM lead_assignments
      WHERE submission_id = ${param(uuid, id)} ORDER BY at, id`,
  );
  return rows.map((row) => ({
    type: "assigned",
    id: `assigned-${row.id}`,
    at: row.at,
    by: row.by,
    to: row.assignee,
  }));
}

/** Whom a lead is assigned to, and whether the trap caught it. */
export async function deskOf(
  db: Db,
  id: string,
): Promise<{ assignee: Assignee | null; trapped: boolean }> {
  const [assigned, trapped] = await Promise.all([
    db.one(
      ASSIGNEE,
      sql`SELECT s.assignee_id, a.email FROM submissions s
        JOIN inbox_accounts a ON a.id = s.assignee_id WHERE s.id = ${param(uuid, id)}`,
    ),
    db.one(TRAPPED, sql`SELECT trapped_at FROM submissions WHERE id = ${param(uuid, id)}`),
  ]);
  return {
    assignee: assigned?.assignee_id ? { id: assigned.assignee_id, email: assigned.email } : null,
    trapped: Boolean(trapped?.trapped_at),
  };
}
