import { postgresInboxStore } from "./inbox/store/postgres";
import { sqliteInboxStore } from "./inbox/store/sqlite";
import type { InboxStore } from "./inbox/store/types";
import type { StoreChoice } from "./settings";
import { PostgresStore } from "./store/postgres";
import { SqliteStore } from "./store/sqlite";
import type { Store } from "./store/types";

/** The leads' store and the inbox's, in one database: chosen together, once. */
export interface Stores {
  store: Store;
  inbox: InboxStore;
}

export function sqliteStores(dir: string): Stores & { store: SqliteStore } {
  const store = new SqliteStore(dir);
  return { store, inbox: sqliteInboxStore(store) };
}

export function postgresStores(options: {
  url: string;
  poolSize: number;
}): Stores & { store: PostgresStore } {
  const store = new PostgresStore(options);
  return { store, inbox: postgresInboxStore(store) };
}

/** The stores the settings ask for, or why there are none that would keep a lead. */
export function openStores(choice: StoreChoice): Stores | { unavailable: string } {
  if (choice.kind === "postgres") return postgresStores(choice);
  if (choice.kind === "sqlite") return sqliteStores(choice.dir);
  return { unavailable: choice.why };
}
