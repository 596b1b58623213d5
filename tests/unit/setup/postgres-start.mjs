// Jest's globalSetup: one throwaway PostgreSQL cluster for the whole unit run. Its admin URL goes
// to the workers through the environment (they are started after this); postgresForTests makes a
// database of its own in it for each test that asks.
import { startPostgres } from "../../../scripts/lib/postgres.mjs";
import { ADMIN_URL_VARIABLE } from "./postgres-variable.mjs";

export default async function startSharedPostgres() {
  // A file run on its own under another config starts its own cluster (postgresForTests).
  if (process.env[ADMIN_URL_VARIABLE]) return;
  const server = await startPostgres({ maxConnections: 400 });
  process.env[ADMIN_URL_VARIABLE] = server.admin;
  globalThis.stopSharedPostgres = () => {
    server.stop();
    Reflect.deleteProperty(process.env, ADMIN_URL_VARIABLE);
  };
}
