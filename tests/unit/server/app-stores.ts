// The real app's two stores, for a file that runs its tests on each (describe.each): SQLite in
// the app's own temporary folder, and a fresh database on a real PostgreSQL server.
import type { Env } from "../../../src/server/settings";
import { postgresForTests } from "./postgres";

/** Call once at a file's top: each entry is the store's name and the settings that choose it. */
export function appStores() {
  const postgres = postgresForTests();
  return [
    ["SQLite", async (): Promise<Env> => ({})],
    ["PostgreSQL", async (): Promise<Env> => ({ DATABASE_URL: await postgres.freshDatabase() })],
  ] as const;
}
