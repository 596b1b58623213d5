// The server's commands, bundled into one module by scripts/server.mjs, which runs them in its
// own process (so that a signal sent to it reaches the server).
import { buildDocuments } from "./documents";
import { leads } from "./leads";
import { migrateDatabase } from "./migrate";
import { renderPdfsOffThread } from "../pdf/assessment-pdf";
import { serve } from "./serve";
import { writeSettingsDoc } from "./settings-doc";
import { SettingsError } from "../settings";

// The bundle's own folder holds the PDF renderer's worker, bundled beside it.
renderPdfsOffThread(new URL("./pdf-worker.mjs", import.meta.url));

/** Runs one command; resolves with its exit code, or null for the server, which runs until stopped. */
export async function runCommand(command: string, args: readonly string[]): Promise<number | null> {
  try {
    return await run(command, args);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Not started: ${error.message}. Every setting: docs/settings.md.`);
    return 78;
  }
}

async function run(command: string, args: readonly string[]): Promise<number | null> {
  switch (command) {
    case "serve":
      await serve();
      return null;
    case "leads":
      return leads(args);
    case "migrate":
      return migrateDatabase();
    case "documents":
      return buildDocuments(args[0]);
    case "settings-doc":
      return writeSettingsDoc();
    default:
      console.error(
        `unknown command ${command}: start, serve, leads, migrate, documents or settings-doc`,
      );
      return 2;
  }
}
