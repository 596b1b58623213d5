import { runtimeEnv } from "../runtime-env";
import { PostgresStore } from "../store/postgres";

/** `npm run db:migrate`: brings DATABASE_URL's schema up to date (the server also does at start). */
export async function migrateDatabase(): Promise<number> {
  const url = runtimeEnv().DATABASE_URL?.trim();
  if (!url) {
    console.error(
      "DATABASE_URL is not set: there is no database to migrate (the embedded SQLite store migrates itself).",
    );
    return 2;
  }
  const store = new PostgresStore({ url, poolSize: 1 });
  try {
    const applied = await store.migrate();
    console.log(
      `${store.description}: ${applied ? `${applied} migration${applied === 1 ? "" : "s"} applied` : "up to date"}.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}
