import { INBOX_FORMS } from "../../../lib/inbox/forms";
import { byWeekAndForm, type ReplyFigure } from "../../../lib/inbox/reply-figures";
import type { LondonWeek } from "../../../lib/inbox/weeks";
import { int, nullable, oneOf, text } from "../../store/sql/codecs";
import type { Db } from "../../store/sql/db";
import { dialects, join, sql, type Sql } from "../../store/sql/statement";
import type { InboxStore, ReplyFiguresQuery } from "./types";

// How well the reply promise is kept, computed in the store by the rules of
// src/lib/inbox/reply-figures.ts: per UK week (its instants given) and per form that promises a
// reply, the leads that count, those answered within the promised hours, and the median time to
// the first reply. PostgreSQL takes the median with percentile_cont; SQLite from the middle rows.

const FIGURE = {
  week: text,
  form: oneOf(INBOX_FORMS),
  counted: int,
  within: int,
  answered: int,
  median_ms: nullable(int),
};

/** The week a lead received at `s.received_at` falls in, by its Monday. */
const weekOf = (weeks: readonly LondonWeek[]): Sql =>
  sql`CASE ${join(
    weeks.map((week) => sql`WHEN s.received_at >= ${week.since} THEN ${week.monday}`),
    " ",
  )} END`;

/** From arrival to first reply, in milliseconds; null while unanswered. */
const DELAY = dialects({
  sqlite: sql`s.first_reply_at - s.received_at`,
  postgres: sql`(extract(epoch FROM s.first_reply_at - s.received_at) * 1000)::float8`,
});

/** The leads that count, with their week, form and delay. */
function counted({ forms, withinHours, weeks, now }: ReplyFiguresQuery): Sql {
  const newestFirst = [...weeks].sort((a, b) => b.since.getTime() - a.since.getTime());
  const oldest = newestFirst[newestFirst.length - 1];
  const newest = newestFirst[0];
  const dueBefore = new Date(now.getTime() - withinHours * 3_600_000);
  const formList = join(
    forms.map((form) => sql`${form}`),
    ", ",
  );
  return sql`SELECT ${weekOf(newestFirst)} AS week, s.form AS form, ${DELAY} AS delay
    FROM submissions s
    WHERE s.received_at >= ${oldest?.since ?? now} AND s.received_at < ${newest?.until ?? now}
      AND s.form IN (${formList}) AND s.status <> 'spam'
      AND (s.first_reply_at IS NOT NULL OR s.received_at < ${dueBefore})`;
}

function figuresOf(query: ReplyFiguresQuery): Sql {
  const withinMs = query.withinHours * 3_600_000;
  const sums = sql`count(*) AS counted, count(CASE WHEN b.delay <= ${withinMs} THEN 1 END) AS within,
    count(b.delay) AS answered`;
  return sql`${dialects({
    postgres: sql`SELECT b.week, b.form, ${sums},
        percentile_cont(0.5) WITHIN GROUP (ORDER BY b.delay) AS median_ms
      FROM (${counted(query)}) b GROUP BY b.week, b.form`,
    sqlite: sql`WITH b AS (${counted(query)}),
      ranked AS (
        SELECT week, form, delay,
          row_number() OVER (PARTITION BY week, form ORDER BY delay) AS k,
          count(*) OVER (PARTITION BY week, form) AS n
        FROM b WHERE delay IS NOT NULL
      ),
      middle AS (
        SELECT week, form, avg(delay) AS median_ms FROM ranked
        WHERE k IN ((n + 1) / 2, (n + 2) / 2) GROUP BY week, form
      )
      SELECT b.week, b.form, ${sums}, max(m.median_ms) AS median_ms
      FROM b LEFT JOIN middle m ON m.week = b.week AND m.form = b.form
      GROUP BY b.week, b.form`,
  })}`;
}

export function inboxReplyFigures(db: Db): Pick<InboxStore, "replyFigures"> {
  return {
    async replyFigures(query) {
      if (!query.forms.length || !query.weeks.length) return [];
      const rows = await db.all(FIGURE, figuresOf(query));
      return rows
        .map((row): ReplyFigure => ({
          week: row.week,
          form: row.form,
          counted: row.counted,
          within: row.within,
          answered: row.answered,
          medianMs: row.median_ms,
        }))
        .sort(byWeekAndForm);
    },
  };
}
