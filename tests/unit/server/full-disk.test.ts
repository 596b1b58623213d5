import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { SqliteStore } from "../../../src/server/store/sqlite";

// A full disk, for real: the store runs in a process that may grow no file past 32 KB (the most
// the shared-memory index needs), so its log fills and the disk refuses, as a full one does.

const CHILD = resolve("dist/tests/full-disk-child.mjs");
let dir: string;

beforeAll(async () => {
  await build({
    entryPoints: [resolve(__dirname, "full-disk-child.ts")],
    outfile: CHILD,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}, 60_000);
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "full-disk-"));
  const store = new SqliteStore(dir);
  await store.open();
  await store.close();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Runs the child with no file growing past `kb` KB; resolves with what it printed. */
function onFullDisk(kb: number): Promise<{
  commits: number;
  health: { writable: boolean };
  added: string;
}> {
  // Ignored, the signal a process gets past the limit leaves the write to fail, as ENOSPC does.
  const script = `trap '' XFSZ; ulimit -f ${kb * 2}; exec "${process.execPath}" "${CHILD}" "${dir}"`;
  return new Promise((done, fail) =>
    execFile("sh", ["-c", script], (error, stdout, stderr) =>
      error ? fail(new Error(`${String(error)}\n${stderr}`)) : done(JSON.parse(stdout)),
    ),
  );
}

describe("the health check on a full disk", () => {
  it("says the store is not writable when a lead would be refused", async () => {
    const said = await onFullDisk(32);
    expect(said.commits).toBeGreaterThan(0);
    expect(said.commits).toBeLessThan(1_000);
    expect(said.added).toBe("refused");
    expect(said.health.writable).toBe(false);
  }, 60_000);

  it("says it is writable, and takes the lead, with room to spare", async () => {
    const said = await onFullDisk(64 * 1024);
    expect(said).toMatchObject({ commits: 1_000, added: "stored", health: { writable: true } });
  }, 60_000);
});
