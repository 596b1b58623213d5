// Submissions in the order they arrived, a page at a time: by arrival, then SQLite's rowid or
// PostgreSQL's id to tell apart those of one moment. A page's last row is its cursor.

import { opaque } from "./codecs";
import { dialects, raw, sql } from "./statement";
import type { RowOf } from "./table";

/** The tie-breaker of submissions `alias`: SQLite's rowid, PostgreSQL's id. */
export const seq = (alias: string) =>
  dialects({ sqlite: `${alias}.rowid`, postgres: `${alias}.id` });

/**
 * A row's place, to read on after it. PostgreSQL's arrival is read as it wrote it: a JavaScript
 * Date keeps milliseconds only, so a row written with microseconds (by SQL's now(), say) would be
 * read again on the next page.
 */
export const CURSOR = { cursor_at: opaque, cursor_seq: opaque };
export type Cursor = RowOf<typeof CURSOR>;

export const cursorOf = (alias: string) =>
  dialects({
    sqlite: `${alias}.received_at AS cursor_at, ${alias}.rowid AS cursor_seq`,
    postgres: `${alias}.received_at::text AS cursor_at, ${alias}.id AS cursor_seq`,
  });

/** Oldest first, or newest first. */
export const arrival = (alias: string, newest = false) => {
  const way = newest ? " DESC" : "";
  return sql`${raw(alias)}.received_at${raw(way)}, ${seq(alias)}${raw(way)}`;
};

/** The rows after the cursor in that order. */
export function after(alias: string, cursor: Cursor, newest = false) {
  const [at, op] = [raw(`${alias}.received_at`), raw(newest ? "<" : ">")];
  return dialects({
    sqlite: sql`(${at}, ${raw(alias)}.rowid) ${op} (${cursor.cursor_at}, ${cursor.cursor_seq})`,
    postgres: sql`(${at}, ${raw(alias)}.id) ${op} (${cursor.cursor_at}::timestamptz, ${cursor.cursor_seq}::uuid)`,
  });
}
