import type { SqliteStore } from "../../store/sqlite";
import { sql } from "../../store/sql/statement";
import { accounts, submissions } from "../../store/sql/tables";
import { inboxAccounts } from "./accounts";
import { sqliteHitCounter } from "./sqlite-hits";
import { inboxLeads } from "./leads";
import { inboxReplyFigures } from "./reply-figures";
import { inboxReplies } from "./replies";
import { sqliteTeam } from "./team";
import type { InboxStore } from "./types";

// The inbox's store in the embedded SQLite database, beside the leads: what SQLite does its own way.

const ROLE = accounts.pick("role");
const STATUS = submissions.pick("status");

export function sqliteInboxStore(store: SqliteStore): InboxStore {
  const { database } = store;
  const hits = sqliteHitCounter(database);

  return {
    ...inboxAccounts(database),
    ...inboxLeads(database),
    ...inboxReplyFigures(database),
    ...inboxReplies(database),
    ...sqliteTeam(database),

    async setStatus(id, status, by, at) {
      return database.immediate(() => {
        const row = database.oneNow(STATUS, sql`SELECT status FROM submissions WHERE id = ${id}`);
        if (!row || row.status === status) return row?.status;
        database.runNow(sql`UPDATE submissions SET status = ${status} WHERE id = ${id}`);
        database.runNow(sql`INSERT INTO lead_events (submission_id, at, by, type, from_status, to_status)
          VALUES (${id}, ${at}, ${by}, 'status', ${row.status}, ${status})`);
        return row.status;
      });
    },

    async removeAccount(id) {
      // Immediate: another process's removal waits for this one, and then counts again.
      const outcome = database.immediate(() => {
        const row = database.oneNow(ROLE, sql`SELECT role FROM inbox_accounts WHERE id = ${id}`);
        if (!row) return "missing" as const;
        if (row.role === "owner") {
          const owners = database.allNow(
            ROLE,
            sql`SELECT role FROM inbox_accounts WHERE role = 'owner'`,
          );
          if (owners.length <= 1) return "last-owner" as const;
        }
        database.runNow(sql`DELETE FROM inbox_accounts WHERE id = ${id}`);
        return "removed" as const;
      });
      // Its address, sessions and passkeys leave the files too, not only the tables.
      if (outcome === "removed") await store.scrub();
      return outcome;
    },

    signInHits: () => hits,
  };
}
