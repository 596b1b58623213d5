// A folder the whole unit run shares (made by Jest's globalSetup, removed by its teardown), for
// what one test file makes and the others can reuse. Announced to the workers through the
// environment, as the PostgreSQL cluster is.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const SHARED_FOLDER_VARIABLE = "UNIT_SHARED_FOLDER";

export function makeSharedFolder() {
  // A run started inside another keeps the outer run's folder, and leaves it to that run.
  if (process.env[SHARED_FOLDER_VARIABLE]) return;
  const folder = mkdtempSync(path.join(tmpdir(), "unit-shared-"));
  process.env[SHARED_FOLDER_VARIABLE] = folder;
  // On globalThis: Jest may load the teardown's modules afresh.
  globalThis.removeSharedFolder = () => {
    rmSync(folder, { recursive: true, force: true });
    Reflect.deleteProperty(process.env, SHARED_FOLDER_VARIABLE);
  };
}

/** Removes the folder this run made, and no other. */
export function removeSharedFolder() {
  globalThis.removeSharedFolder?.();
}
