// A folder the whole unit run shares (made by Jest's globalSetup, removed by its teardown), for
// what one test file makes and the others can reuse. Announced to the workers through the
// environment, as the PostgreSQL cluster is.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const SHARED_FOLDER_VARIABLE = "UNIT_SHARED_FOLDER";

export function makeSharedFolder() {
  // A file run on its own under another config makes what it needs itself.
  if (process.env[SHARED_FOLDER_VARIABLE]) return;
  process.env[SHARED_FOLDER_VARIABLE] = mkdtempSync(path.join(tmpdir(), "unit-shared-"));
}

export function removeSharedFolder() {
  const folder = process.env[SHARED_FOLDER_VARIABLE];
  if (folder) rmSync(folder, { recursive: true, force: true });
  Reflect.deleteProperty(process.env, SHARED_FOLDER_VARIABLE);
}
