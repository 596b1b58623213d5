// Jest's globalSetup: what the unit run shares, its PostgreSQL cluster and a folder.
import startSharedPostgres from "./postgres-start.mjs";
import { makeSharedFolder } from "./shared-folder.mjs";

export default async function globalSetup() {
  makeSharedFolder();
  await startSharedPostgres();
}
