import { readFile, writeFile } from "node:fs/promises";
import { settingsTable, withTable } from "../settings/table";

const DOC = "docs/settings.md";

/** `node scripts/server.mjs settings-doc`: writes the settings table from its declaration. */
export async function writeSettingsDoc(): Promise<number> {
  const { format, resolveConfig } = await import("prettier");
  const options = { ...(await resolveConfig(DOC)), parser: "markdown" };
  const table = await format(settingsTable(), options);
  await writeFile(DOC, await format(withTable(await readFile(DOC, "utf8"), table), options));
  console.log(`${DOC}: the settings table written from src/server/settings/declaration.ts`);
  return 0;
}
