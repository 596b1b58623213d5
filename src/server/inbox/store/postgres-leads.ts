import type { LeadStatus } from "../../../lib/inbox/statuses";
import {
  toDelivery,
  toSubmission,
  type DeliveryRow,
  type PostgresStore,
  SUBMISSION_COLUMNS,
  type SubmissionRow,
} from "../../store/postgres";
import { toKinded } from "../../store/rows";
import { QUOTA_DETAIL, type Submission } from "../../store/types";
import { mailboxSought, postgresQuery, searchWords } from "./search";
import {
  bySubmission,
  toCounts,
  toEvent,
  toStatus,
  toSummary,
  totalOf,
  type EventRow,
} from "./rows";
import type { InboxStore, StoreLeadFilter } from "./types";

// The inbox's leads in PostgreSQL: its list, a lead whole, status changes and notes.

const EXPORT_PAGE = 500;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** Whether an id can be a submission's or an account's (any other is none, not an error). */
export const isUuid = (id: string): boolean => UUID.test(id);

/** A filter as SQL over submissions `s`, its values appended to `params`. */
function whereOf(filter: StoreLeadFilter, withStatus: boolean, params: unknown[]): string[] {
  const value = (given: unknown) => `$${params.push(given)}`;
  const clauses: string[] = [];
  if (withStatus && filter.status) clauses.push(`s.status = ${value(filter.status)}`);
  if (filter.form) clauses.push(`s.form = ${value(filter.form)}`);
  if (filter.since) clauses.push(`s.received_at >= ${value(filter.since)}`);
  if (filter.until) clauses.push(`s.received_at < ${value(filter.until)}`);
  const words = searchWords(filter.q ?? "");
  if (words.length) {
    const matched = `s.search @@ lower(${value(postgresQuery(words))})::tsquery`;
    const mailbox = mailboxSought(filter.q ?? "");
    clauses.push(mailbox === null ? matched : `(${matched} OR s.mailbox = ${value(mailbox)})`);
  }
  return clauses;
}

const whereSql = (clauses: readonly string[]) =>
  clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";

interface ListRow {
  id: string;
  kind: string;
  record: unknown;
  received_at: Date;
  status: string;
  failed: string;
}

type InboxLeads = Pick<InboxStore, "leads" | "allLeads" | "lead" | "setStatus" | "addNote">;

export function postgresLeads(store: PostgresStore): InboxLeads {
  async function withDeliveries(rows: readonly SubmissionRow[]): Promise<Submission[]> {
    const { rows: owed } = await store.query<DeliveryRow>(
      "SELECT * FROM deliveries WHERE submission_id = ANY($1::uuid[]) ORDER BY target",
      [rows.map((row) => row.id)],
    );
    const byId = bySubmission(owed);
    return rows.map((row) => toSubmission(row, (byId.get(row.id) ?? []).map(toDelivery)));
  }

  return {
    async leads(filter, page, pageSize) {
      const listed: unknown[] = [QUOTA_DETAIL];
      const listWhere = whereSql(whereOf(filter, true, listed));
      const limit = `LIMIT $${listed.push(pageSize)} OFFSET $${listed.push((Math.max(1, page) - 1) * pageSize)}`;
      const counted: unknown[] = [];
      const countWhere = whereSql(whereOf(filter, false, counted));
      const [list, byStatus] = await Promise.all([
        // The page's ids first: the leads skipped to reach it are neither read whole nor counted.
        store.query<ListRow>(
          `WITH page AS (
             SELECT s.id FROM submissions s ${listWhere}
             ORDER BY s.received_at DESC, s.id DESC ${limit}
           )
           SELECT s.id, s.kind, s.record, s.received_at, s.status,
             (SELECT count(*) FROM deliveries d WHERE d.submission_id = s.id
               AND d.state IN ('refused', 'failed') AND d.detail IS DISTINCT FROM $1) AS failed
           FROM page JOIN submissions s ON s.id = page.id
           ORDER BY s.received_at DESC, s.id DESC`,
          listed,
        ),
        store.query<{ status: string; n: string }>(
          `SELECT s.status, count(*) AS n FROM submissions s ${countWhere} GROUP BY s.status`,
          counted,
        ),
      ]);
      const counts = toCounts(byStatus.rows);
      return {
        leads: list.rows.map((row) =>
          toSummary({
            ...row,
            receivedAt: row.received_at.toISOString(),
            kinded: toKinded(row.kind, row.record),
          }),
        ),
        total: totalOf(counts, filter.status),
        counts,
      };
    },

    async *allLeads(filter) {
      let after: { at: string; id: string } | null = null;
      for (;;) {
        const params: unknown[] = [];
        const clauses = whereOf(filter, true, params);
        if (after) {
          const at = `$${params.push(after.at)}::timestamptz`;
          clauses.push(`(s.received_at, s.id) < (${at}, $${params.push(after.id)}::uuid)`);
        }
        const { rows } = await store.query<SubmissionRow & { status: string; cursor_at: string }>(
          `SELECT ${SUBMISSION_COLUMNS}, status, received_at::text AS cursor_at FROM submissions s ${whereSql(clauses)}
           ORDER BY s.received_at DESC, s.id DESC LIMIT $${params.push(EXPORT_PAGE)}`,
          params,
        );
        const submissions = await withDeliveries(rows);
        for (const [index, submission] of submissions.entries()) {
          yield { ...submission, status: toStatus(rows[index]?.status ?? "") };
        }
        const last = rows[rows.length - 1];
        if (!last || rows.length < EXPORT_PAGE) return;
        after = { at: last.cursor_at, id: last.id };
      }
    },

    async lead(id) {
      if (!isUuid(id)) return undefined;
      const [found, events] = await Promise.all([
        store.query<SubmissionRow & { status: string }>(
          `SELECT ${SUBMISSION_COLUMNS}, status FROM submissions WHERE id = $1`,
          [id],
        ),
        store.query<Omit<EventRow, "at"> & { at: Date }>(
          "SELECT * FROM lead_events WHERE submission_id = $1 ORDER BY at, id",
          [id],
        ),
      ]);
      const [row] = found.rows;
      if (!row) return undefined;
      const [submission] = await withDeliveries([row]);
      if (!submission) return undefined;
      return {
        submission,
        status: toStatus(row.status),
        events: events.rows.map((event) => toEvent({ ...event, at: event.at.toISOString() })),
      };
    },

    async setStatus(id, status, by, at): Promise<LeadStatus | undefined> {
      if (!isUuid(id)) return undefined;
      // One statement: the row is locked while it is read, so two changes at once both count.
      const { rows } = await store.query<{ status: string }>(
        `WITH old AS (SELECT id, status FROM submissions WHERE id = $1 FOR UPDATE),
         changed AS (
           UPDATE submissions s SET status = $2 FROM old
           WHERE s.id = old.id AND old.status <> $2 RETURNING s.id
         ), event AS (
           INSERT INTO lead_events (submission_id, at, by, type, from_status, to_status)
           SELECT old.id, $3, $4, 'status', old.status, $2 FROM old JOIN changed USING (id)
         )
         SELECT status FROM old`,
        [id, status, at, by],
      );
      const [row] = rows;
      return row && toStatus(row.status);
    },

    async addNote(id, text, by, at) {
      if (!isUuid(id)) return false;
      const { rowCount } = await store.query(
        `INSERT INTO lead_events (submission_id, at, by, type, text)
         SELECT id, $2, $3, 'note', $4 FROM submissions WHERE id = $1`,
        [id, at, by, text],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
