// The small built site of the server's tests (site-fixture-pages.tsx), written into a new folder
// for each site a test starts. Rendering its pages loads React, Chakra and the site's forms, most
// of a test file's start-up: the first file of a run renders them into the run's shared folder
// (tests/unit/setup/shared-folder.mjs) and every other file copies them from there.
import { existsSync, rmSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SHARED_FOLDER_VARIABLE } from "../setup/shared-folder.mjs";

async function renderPages(): Promise<string> {
  const shared = process.env[SHARED_FOLDER_VARIABLE];
  const finished = shared ? join(shared, "site-fixture") : null;
  if (finished && existsSync(finished)) return finished;
  const { FIXTURE_FILES } = await import("./site-fixture-pages");
  const dir = await mkdtemp(join(shared ?? tmpdir(), "site-fixture-rendering-"));
  for (const [file, content] of Object.entries(FIXTURE_FILES)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content());
  }
  if (!finished) {
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }
  // Moved in whole, so no file copies a half-written site; another file may have been first.
  await rename(dir, finished).catch(() => rm(dir, { recursive: true, force: true }));
  return finished;
}

/** The rendered pages' folder, rendered once per test file at most. */
let rendered: Promise<string> | undefined;

/** Writes the fixture site into a new folder; `remove` deletes it. */
export async function writeFixtureSite(): Promise<{ dir: string; remove: () => Promise<void> }> {
  rendered ??= renderPages();
  const dir = await mkdtemp(join(tmpdir(), "site-fixture-"));
  await cp(await rendered, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
