import { PostgresStore } from "../../store/postgres";
import { SqliteStore } from "../../store/sqlite";
import type { Store } from "../../store/types";
import { postgresInboxStore } from "./postgres";
import { sqliteInboxStore } from "./sqlite";
import type { InboxStore } from "./types";

export type * from "./types";

const made = new WeakMap<Store, InboxStore>();

/** The inbox's store in the same database as the leads' store: one per store. */
export function inboxStoreFor(store: Store): InboxStore {
  let inbox = made.get(store);
  if (inbox) return inbox;
  if (store instanceof SqliteStore) inbox = sqliteInboxStore(store);
  else if (store instanceof PostgresStore) inbox = postgresInboxStore(store);
  else throw new Error(`the inbox has no store for ${store.description}`);
  made.set(store, inbox);
  return inbox;
}
