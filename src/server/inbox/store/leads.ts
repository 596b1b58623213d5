import { int, uuid } from "../../store/sql/codecs";
import type { Db } from "../../store/sql/db";
import { after, arrival, CURSOR, cursorOf, seq, type Cursor } from "../../store/sql/keyset";
import { dialects, empty, join, param, sql, type Sql } from "../../store/sql/statement";
import { columnsOf } from "../../store/sql/table";
import { leadEvents, submissions } from "../../store/sql/tables";
import { toKinded } from "../../store/rows";
import { SUBMISSION, withDeliveries } from "../../store/rows";
import { QUOTA_DETAIL } from "../../store/types";
import { newestFirst, queueClauses, submissionsOf } from "./queue";
import { replyEvents } from "../../store/replies";
import { searchClause } from "./search";
import { assignmentsOf, deskOf } from "./desk";
import { toCounts, toEvent, toSummary, totalOf } from "./rows";
import type { InboxStore, StoreLeadFilter } from "./types";

// The inbox's leads, for either database: its list, a lead whole and its notes. Only the search
// clause (search.ts) and a status's change (per store) are each database's own.

const EXPORT_PAGE = 500;

/** A filter's clauses over submissions `s`. */
export function clausesOf(filter: StoreLeadFilter, withStatus: boolean): Sql[] {
  const clauses: Sql[] = queueClauses(filter);
  if (withStatus && filter.status) clauses.push(sql`s.status = ${filter.status}`);
  if (filter.form) clauses.push(sql`s.form = ${filter.form}`);
  if (filter.since) clauses.push(sql`s.received_at >= ${filter.since}`);
  if (filter.until) clauses.push(sql`s.received_at < ${filter.until}`);
  if (filter.assigneeId) clauses.push(sql`s.assignee_id = ${param(uuid, filter.assigneeId)}`);
  const search = searchClause(filter.q ?? "");
  if (search) clauses.push(sql`${search}`);
  return clauses;
}

export const where = (clauses: readonly Sql[]): Sql =>
  clauses.length ? sql`WHERE ${join(clauses, " AND ")}` : empty();

const whereOf = (filter: StoreLeadFilter, withStatus: boolean) =>
  where(clausesOf(filter, withStatus));

const LISTED_COLUMNS = submissions.pick(
  "id",
  "kind",
  "record",
  "received_at",
  "status",
  "first_reply_at",
);
const LISTED = { ...LISTED_COLUMNS, failed: int };
const COUNTED = { ...submissions.pick("status"), n: int };
const EXPORTED = { ...SUBMISSION, ...submissions.pick("status"), ...CURSOR };
const STATUS = submissions.pick("status");
const EVENT = leadEvents.pick("id", "at", "by", "type", "text", "from_status", "to_status");

const FAILED = sql`(SELECT count(*) FROM deliveries d WHERE d.submission_id = s.id
  AND d.state IN ('refused', 'failed') AND d.detail IS DISTINCT FROM ${QUOTA_DETAIL}) AS failed`;

/**
 * A page of the list, newest first (the reply queue oldest first). PostgreSQL finds the page's ids first, so that the leads
 * skipped to reach it are neither read whole nor counted; SQLite reads the page straight from its
 * index, where that detour costs it more than it saves.
 */
function pageOf(filter: StoreLeadFilter, page: number, pageSize: number): Sql {
  const offset = (Math.max(1, page) - 1) * pageSize;
  const order = arrival("s", newestFirst(filter));
  return sql`${dialects({
    sqlite: sql`SELECT ${columnsOf(LISTED_COLUMNS, "s")}, ${FAILED}
      FROM ${submissionsOf(filter)} ${whereOf(filter, true)}
      ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
    postgres: sql`WITH page AS (
        SELECT ${seq("s")} AS seq FROM ${submissionsOf(filter)} ${whereOf(filter, true)}
        ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT ${columnsOf(LISTED_COLUMNS, "s")}, ${FAILED}
      FROM page JOIN submissions s ON ${seq("s")} = page.seq
      ORDER BY ${order}`,
  })}`;
}

type InboxLeads = Pick<InboxStore, "leads" | "allLeads" | "lead" | "addNote">;

export function inboxLeads(db: Db): InboxLeads {
  return {
    async leads(filter, page, pageSize) {
      const [rows, byStatus] = await Promise.all([
        db.all(LISTED, pageOf(filter, page, pageSize)),
        db.all(
          COUNTED,
          sql`SELECT s.status, count(*) AS n FROM ${submissionsOf(filter)} ${whereOf(filter, false)}
            GROUP BY s.status`,
        ),
      ]);
      const counts = toCounts(byStatus);
      return {
        leads: rows.map((row) =>
          toSummary({
            ...row,
            receivedAt: row.received_at,
            firstReplyAt: row.first_reply_at,
            kinded: toKinded(row.kind, row.record),
          }),
        ),
        total: totalOf(counts, filter.status),
        counts,
      };
    },

    async *allLeads(filter) {
      let cursor: Cursor | null = null;
      for (;;) {
        const clauses = clausesOf(filter, true);
        if (cursor) clauses.push(sql`${after("s", cursor, newestFirst(filter))}`);
        const rows = await db.all(
          EXPORTED,
          sql`SELECT ${columnsOf({ ...SUBMISSION, ...STATUS }, "s")}, ${cursorOf("s")}
            FROM ${submissionsOf(filter)} ${where(clauses)}
            ORDER BY ${arrival("s", newestFirst(filter))} LIMIT ${EXPORT_PAGE}`,
        );
        const found = await withDeliveries(db, rows);
        for (const [index, submission] of found.entries()) {
          const status = rows[index]?.status;
          if (status) yield { ...submission, status };
        }
        const last = rows[rows.length - 1];
        if (!last || rows.length < EXPORT_PAGE) return;
        cursor = last;
      }
    },

    async lead(id) {
      const [row, events, replies, assignments, desk] = await Promise.all([
        db.one(
          { ...SUBMISSION, ...STATUS },
          sql`SELECT ${columnsOf({ ...SUBMISSION, ...STATUS })} FROM submissions
            WHERE id = ${param(uuid, id)}`,
        ),
        db.all(
          EVENT,
          sql`SELECT ${columnsOf(EVENT)} FROM lead_events
            WHERE submission_id = ${param(uuid, id)} ORDER BY at, id`,
        ),
        replyEvents(db, id),
        assignmentsOf(db, id),
        deskOf(db, id),
      ]);
      if (!row) return undefined;
      const [submission] = await withDeliveries(db, [row]);
      if (!submission) return undefined;
      const history = [...events.map(toEvent), ...replies, ...assignments].sort((a, b) =>
        a.at.localeCompare(b.at),
      );
      return { submission, status: row.status, events: history, ...desk };
    },

    async addNote(id, text, by, at) {
      const added = await db.run(sql`INSERT INTO lead_events (submission_id, at, by, type, text)
        SELECT id, ${at}, ${by}, 'note', ${text} FROM submissions WHERE id = ${param(uuid, id)}`);
      return added > 0;
    },
  };
}
