// A real PostgreSQL server for the tests of one file: the unit run's shared cluster (started once
// by Jest's globalSetup, tests/unit/setup), or, when a file runs without it, a throwaway cluster of
// its own (scripts/lib/postgres.mjs). Each test that asks gets a fresh database of its own, named
// so that files running at once on other workers never meet.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startPostgres } from "../../../scripts/lib/postgres.mjs";
import { ADMIN_URL_VARIABLE } from "../setup/postgres-variable.mjs";

export function postgresForTests(): { freshDatabase: () => Promise<string> } {
  let admin = process.env[ADMIN_URL_VARIABLE] ?? null;
  let stop: (() => void) | null = null;
  beforeAll(async () => {
    if (admin) return;
    const server = await startPostgres();
    admin = server.admin;
    stop = server.stop;
  }, 60_000);
  afterAll(() => stop?.());
  return {
    async freshDatabase() {
      if (!admin) throw new Error("PostgreSQL did not start");
      const name = `test_${process.pid}_${randomBytes(6).toString("hex")}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return admin.replace(/\/postgres$/, `/${name}`);
    },
  };
}
