import { readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";

// The JSONL store has one writer: the server that keeps its keys and owed deliveries in memory.
// It says so in a pid file beside the store, so that a second server refuses to start on the same
// folder and `npm run leads -- --retry` asks the running server instead of delivering alongside it.

const PID_FILE = "server.pid";

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The pid of the live server that owns the store in `dir`, if there is one. */
export async function storeOwner(dir: string): Promise<number | null> {
  const text = await readFile(join(dir, PID_FILE), "utf8").catch(() => "");
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Makes this process the store's owner; resolves with the function that gives it up. */
export async function ownStore(dir: string): Promise<() => Promise<void>> {
  const owner = await storeOwner(dir);
  if (owner) {
    throw new Error(
      `another server (pid ${owner}) already uses the store in ${dir}: stop it first`,
    );
  }
  await mkdir(dir, { recursive: true });
  const file = join(dir, PID_FILE);
  await writeFile(file, `${process.pid}\n`, { mode: 0o644 });
  return () => rm(file, { force: true });
}
