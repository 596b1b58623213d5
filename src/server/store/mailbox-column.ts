import type { Database } from "better-sqlite3";
import type { PoolClient } from "pg";
import { mailboxKey } from "../../lib/leads/mailbox";

// Each submission keeps the mailbox its address reaches (src/lib/leads/mailbox), indexed, so that
// a person's rows are found by one lookup whatever spelling they were typed in. The key is worked
// out here: neither database folds Unicode case nor spells a domain in punycode. Rows written
// before the column, or since by an older instance, get theirs whenever the schema is checked.

const FILL_BATCH = 1_000;

/** The mailbox key of a record's address, or "" when it has none. */
export const mailboxOf = (email: unknown): string =>
  typeof email === "string" ? mailboxKey(email) : "";

/** Gives every SQLite row without a mailbox key its key; returns how many. */
export function fillSqliteMailboxes(db: Database): number {
  const unset = db.prepare(`SELECT rowid AS seq, json_extract(record, '$.email') AS email
    FROM submissions WHERE mailbox IS NULL LIMIT ?`);
  const set = db.prepare("UPDATE submissions SET mailbox = ? WHERE rowid = ?");
  const batch = db.transaction(() => {
    const rows = unset.all(FILL_BATCH) as { seq: number; email: unknown }[];
    for (const row of rows) set.run(mailboxOf(row.email), row.seq);
    return rows.length;
  });
  let filled = 0;
  for (let count = batch.immediate(); count; count = batch.immediate()) filled += count;
  return filled;
}

/** Gives every PostgreSQL row without a mailbox key its key; returns how many. */
export async function fillPostgresMailboxes(client: PoolClient): Promise<number> {
  let filled = 0;
  for (;;) {
    const { rows } = await client.query<{ id: string; email: unknown }>(
      "SELECT id, record->>'email' AS email FROM submissions WHERE mailbox IS NULL LIMIT $1",
      [FILL_BATCH],
    );
    if (!rows.length) return filled;
    await client.query(
      `UPDATE submissions AS s SET mailbox = m.mailbox
       FROM unnest($1::uuid[], $2::text[]) AS m(id, mailbox) WHERE s.id = m.id`,
      [rows.map((row) => row.id), rows.map((row) => mailboxOf(row.email))],
    );
    filled += rows.length;
  }
}
