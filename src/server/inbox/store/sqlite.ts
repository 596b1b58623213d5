import type { Database } from "better-sqlite3";
import type { SqliteStore } from "../../store/sqlite";
import { statements } from "../../store/sql/prepared";
import { sql } from "../../store/sql/statement";
import { accounts } from "../../store/sql/tables";
import { inboxAccounts } from "./accounts";
import { sqliteHitCounter } from "./sqlite-hits";
import { sqliteLeads } from "./sqlite-leads";
import type { InboxStore } from "./types";

// The inbox's store in the embedded SQLite database, beside the leads: what SQLite does its own way.

const ROLE = accounts.pick("role");

export function sqliteInboxStore(store: SqliteStore): InboxStore {
  const db = (): Database => store.db();
  const { database } = store;
  const hits = sqliteHitCounter(db, statements(db));

  return {
    ...inboxAccounts(database),
    ...sqliteLeads(db, statements(db)),

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
