import { dialects, join, sql, type Sql } from "../../store/sql/statement";
import type { StoreLeadFilter } from "./types";

// The lead desk's views over submissions `s` (docs/inbox.md): the enquiries still owed the reply
// their form promised, oldest (so soonest due) first, and the sign-ups, newest first; neither
// holds spam. The words are those of the partial index the queue reads (its migration step), so
// that both databases can use it. SQLite, which keeps no statistics, is told to: left to guess,
// it reads every enquiry by form and sorts them all.

const AWAITING = sql`s.first_reply_at IS NULL AND s.status <> 'spam'`;
const NOT_SPAM = sql`s.status <> 'spam'`;

/** The queue's clauses, if the filter names one. */
export function queueClauses({ queue }: StoreLeadFilter): Sql[] {
  if (!queue) return [];
  const forms = queue.forms.length
    ? sql`s.form IN (${join(
        queue.forms.map((form) => sql`${form}`),
        ", ",
      )})`
    : sql`1 = 0`;
  return [forms, queue.kind === "reply" ? AWAITING : NOT_SPAM];
}

/** Whether a list is read newest first: every list but the reply queue. */
export const newestFirst = ({ queue }: StoreLeadFilter): boolean => queue?.kind !== "reply";

/** The submissions a list reads, as `s`: for the reply queue, SQLite through its partial index. */
export const submissionsOf = ({ queue }: StoreLeadFilter): Sql =>
  queue?.kind === "reply"
    ? sql`${dialects({
        sqlite: "submissions s INDEXED BY submissions_awaiting_reply",
        postgres: "submissions s",
      })}`
    : sql`submissions s`;
