import type { PostgresStore } from "../../store/postgres";
import { uuid } from "../../store/sql/codecs";
import { param, sql } from "../../store/sql/statement";
import { accounts, submissions } from "../../store/sql/tables";
import { inboxAccounts } from "./accounts";
import { inboxLeads } from "./leads";
import { inboxReplyFigures } from "./reply-figures";
import { inboxReplies } from "./replies";
import { postgresTeam } from "./team";
import type { InboxStore } from "./types";

// The inbox's store in PostgreSQL, beside the leads, through the leads' store's pool: what
// PostgreSQL does its own way.

const OWNERS = accounts.pick("id", "role");
const STATUS = submissions.pick("status");

export function postgresInboxStore(store: PostgresStore): InboxStore {
  const { database } = store;
  return {
    ...inboxAccounts(database),
    ...inboxLeads(database),
    ...inboxReplyFigures(database),
    ...inboxReplies(database),
    ...postgresTeam(database),

    async setStatus(id, status, by, at) {
      // One statement: the row is locked while it is read, so two changes at once both count.
      const row = await database.one(
        STATUS,
        sql`WITH old AS (SELECT id, status FROM submissions WHERE id = ${param(uuid, id)} FOR UPDATE),
          changed AS (
            UPDATE submissions s SET status = ${status} FROM old
            WHERE s.id = old.id AND old.status <> ${status} RETURNING s.id
          ), event AS (
            INSERT INTO lead_events (submission_id, at, by, type, from_status, to_status)
            SELECT old.id, ${at}, ${by}, 'status', old.status, ${status} FROM old JOIN changed USING (id)
          )
          SELECT status FROM old`,
      );
      return row?.status;
    },

    async removeAccount(id) {
      const outcome = await database.transaction(async (transaction) => {
        // Every owner's row locked, in one order: a second removal waits, then counts again.
        const rows = await transaction.all(
          OWNERS,
          sql`SELECT id, role FROM inbox_accounts WHERE id = ${param(uuid, id)} OR role = 'owner'
            ORDER BY id FOR UPDATE`,
        );
        const target = rows.find((row) => row.id === id);
        if (!target) return "missing" as const;
        if (target.role === "owner" && rows.filter((row) => row.role === "owner").length <= 1) {
          return "last-owner" as const;
        }
        await transaction.run(sql`DELETE FROM inbox_accounts WHERE id = ${id}`);
        return "removed" as const;
      });
      // Its address, sessions and passkeys leave the tables' pages too (as far as a vacuum goes).
      if (outcome === "removed") await store.scrub();
      return outcome;
    },

    signInHits: () => store.hitCounter(),
  };
}
