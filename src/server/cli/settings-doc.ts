import { readFile, writeFile } from "node:fs/promises";
import { settingsTable, withTable } from "../settings/table";

const DOC = "docs/settings.md";

/**
 * `npm run settings:doc`: writes the settings table from its declaration; the script then lays
 * the file out with Prettier, a devDependency the server never loads.
 */
export async function writeSettingsDoc(): Promise<number> {
  await writeFile(DOC, withTable(await readFile(DOC, "utf8"), settingsTable()));
  console.log(`${DOC}: the settings table written from src/server/settings/declaration.ts`);
  return 0;
}
