import type { Database, Statement } from "better-sqlite3";
import type { LeadStatus } from "../../../lib/inbox/statuses";
import { toDelivery, toSubmission, type DeliveryRow, type SubmissionRow } from "../../store/sqlite";
import { toKinded } from "../../store/rows";
import { QUOTA_DETAIL, type Submission } from "../../store/types";
import { mailboxSought, searchWords, sqliteMatch } from "./search";
import {
  bySubmission,
  toCounts,
  toEvent,
  toStatus,
  toSummary,
  totalOf,
  type EventRow,
} from "./rows";
import type { InboxLead, InboxStore, StoreLeadFilter } from "./types";

// The inbox's leads in the embedded store: its list, a lead whole, status changes and notes.

const iso = (ms: number): string => new Date(ms).toISOString();
const EXPORT_PAGE = 500;

/** A filter as SQL: its clauses over submissions `s`, and their parameters in order. */
function whereOf(filter: StoreLeadFilter, withStatus: boolean) {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (withStatus && filter.status) {
    clauses.push("s.status = ?");
    params.push(filter.status);
  }
  if (filter.form) {
    clauses.push("s.form = ?");
    params.push(filter.form);
  }
  if (filter.since) {
    clauses.push("s.received_at >= ?");
    params.push(filter.since.getTime());
  }
  if (filter.until) {
    clauses.push("s.received_at < ?");
    params.push(filter.until.getTime());
  }
  const words = searchWords(filter.q ?? "");
  if (words.length) {
    // The unary + keeps SQLite from reading the leads out of the words' matches, which it would
    // then have to sort: they are read in order from an index, each looked up among the matches.
    const matched = "+s.rowid IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ?)";
    const mailbox = mailboxSought(filter.q ?? "");
    clauses.push(mailbox === null ? matched : `(${matched} OR s.mailbox = ?)`);
    params.push(sqliteMatch(words), ...(mailbox === null ? [] : [mailbox]));
  }
  return { clauses, params };
}

const whereSql = (clauses: readonly string[]) =>
  clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";

interface ListRow {
  id: string;
  kind: string;
  record: string;
  received_at: number;
  status: string;
  failed: number;
}

type InboxLeads = Pick<InboxStore, "leads" | "allLeads" | "lead" | "setStatus" | "addNote">;

/** The leads' part of the inbox's store, on the embedded store's connection. */
export function sqliteLeads(db: () => Database, statement: (sql: string) => Statement): InboxLeads {
  const withDeliveries = (rows: readonly SubmissionRow[]): Submission[] => {
    const owed = statement(`SELECT * FROM deliveries
      WHERE submission_id IN (SELECT value FROM json_each(?)) ORDER BY target`).all(
      JSON.stringify(rows.map((row) => row.id)),
    ) as DeliveryRow[];
    const byId = bySubmission(owed);
    return rows.map((row) => toSubmission(row, (byId.get(row.id) ?? []).map(toDelivery)));
  };

  return {
    async leads(filter, page, pageSize) {
      const all = whereOf(filter, true);
      const rows = statement(`SELECT s.id, s.kind, s.record, s.received_at, s.status,
          (SELECT count(*) FROM deliveries d WHERE d.submission_id = s.id
            AND d.state IN ('refused', 'failed') AND d.detail IS NOT ?) AS failed
        FROM submissions s ${whereSql(all.clauses)}
        ORDER BY s.received_at DESC, s.rowid DESC LIMIT ? OFFSET ?`).all(
        QUOTA_DETAIL,
        ...all.params,
        pageSize,
        (Math.max(1, page) - 1) * pageSize,
      ) as ListRow[];
      const others = whereOf(filter, false);
      const counts = toCounts(
        statement(`SELECT s.status, count(*) AS n FROM submissions s
          ${whereSql(others.clauses)} GROUP BY s.status`).all(...others.params) as {
          status: string;
          n: number;
        }[],
      );
      return {
        leads: rows.map((row) =>
          toSummary({
            ...row,
            receivedAt: iso(row.received_at),
            kinded: toKinded(row.kind, row.record),
          }),
        ),
        total: totalOf(counts, filter.status),
        counts,
      };
    },

    async *allLeads(filter) {
      const { clauses, params } = whereOf(filter, true);
      let after: { at: number; seq: number } | null = null;
      for (;;) {
        const keyset = after ? ["(s.received_at, s.rowid) < (?, ?)"] : [];
        const page = statement(`SELECT s.rowid AS seq, s.* FROM submissions s
          ${whereSql([...clauses, ...keyset])}
          ORDER BY s.received_at DESC, s.rowid DESC LIMIT ?`).all(
          ...params,
          ...(after ? [after.at, after.seq] : []),
          EXPORT_PAGE,
        ) as (SubmissionRow & { seq: number; status: string })[];
        const submissions = withDeliveries(page);
        for (const [index, submission] of submissions.entries()) {
          yield { ...submission, status: toStatus(page[index]?.status ?? "") };
        }
        const last = page[page.length - 1];
        if (!last || page.length < EXPORT_PAGE) return;
        after = { at: last.received_at, seq: last.seq };
      }
    },

    async lead(id): Promise<InboxLead | undefined> {
      const row = statement("SELECT * FROM submissions WHERE id = ?").get(id) as
        (SubmissionRow & { status: string }) | undefined;
      if (!row) return undefined;
      const [submission] = withDeliveries([row]);
      if (!submission) return undefined;
      const events = statement(
        "SELECT * FROM lead_events WHERE submission_id = ? ORDER BY at, id",
      ).all(id) as (Omit<EventRow, "at"> & { at: number })[];
      return {
        submission,
        status: toStatus(row.status),
        events: events.map((event) => toEvent({ ...event, at: iso(event.at) })),
      };
    },

    async setStatus(id, status, by, at) {
      const change = db().transaction((): LeadStatus | undefined => {
        const row = statement("SELECT status FROM submissions WHERE id = ?").get(id) as
          { status: string } | undefined;
        if (!row) return undefined;
        const before = toStatus(row.status);
        if (before === status) return before;
        statement("UPDATE submissions SET status = ? WHERE id = ?").run(status, id);
        statement(`INSERT INTO lead_events (submission_id, at, by, type, from_status, to_status)
          VALUES (?, ?, ?, 'status', ?, ?)`).run(id, at.getTime(), by, before, status);
        return before;
      });
      return change.immediate();
    },

    async addNote(id, text, by, at) {
      const added = statement(`INSERT INTO lead_events (submission_id, at, by, type, text)
        SELECT id, ?, ?, 'note', ? FROM submissions WHERE id = ?`).run(at.getTime(), by, text, id);
      return added.changes > 0;
    },
  };
}
