// A real PostgreSQL server for the tests of one file: started before its tests (a throwaway
// cluster on loopback, scripts/lib/postgres.mjs), a fresh database for each test that asks.
import pg from "pg";
import { startPostgres } from "../../../scripts/lib/postgres.mjs";

export function postgresForTests(): { freshDatabase: () => Promise<string> } {
  let server: { url: string; admin: string; stop: () => void } | null = null;
  let made = 0;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(() => server?.stop());
  return {
    async freshDatabase() {
      if (!server) throw new Error("PostgreSQL did not start");
      made += 1;
      const name = `test_${process.pid}_${made}`;
      const client = new pg.Client({ connectionString: server.admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return server.admin.replace(/\/postgres$/, `/${name}`);
    },
  };
}
