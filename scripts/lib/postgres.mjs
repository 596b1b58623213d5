// @ts-check
// A throwaway PostgreSQL server for the tests and the bench: Debian's server binaries (installed
// with apt-get when missing and we are root, as Chromium is), a new cluster in a temporary folder,
// listening on a free loopback port, removed when stopped.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { aptInstall, isRoot } from "./apt.mjs";
import { freePort, HOST } from "./serve.mjs";

const DEBIAN_ROOT = "/usr/lib/postgresql";

function serverBin() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN_ROOT, versions[0], "bin") : null;
}

/**
 * The folder with initdb and pg_ctl; installs Debian's server when it can.
 * @returns {string}
 */
export function findPostgres() {
  const found = serverBin();
  if (found) return found;
  const installed = aptInstall(["postgresql"], "PostgreSQL") && serverBin();
  if (installed) return installed;
  console.error(
    "PostgreSQL's server not found: run `sudo apt-get install -y postgresql` (Debian), which puts initdb and pg_ctl under /usr/lib/postgresql/<version>/bin.",
  );
  process.exit(1);
}

/**
 * Runs a server binary, as the postgres user when we are root (PostgreSQL refuses to run as root).
 * @param {string} bin
 * @param {string[]} args
 */
function runAs(bin, args) {
  /** @type {[string, string[]]} */
  const [command, commandArgs] = isRoot
    ? ["runuser", ["-u", "postgres", "--", bin, ...args]]
    : [bin, args];
  const run = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (run.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${run.status}): ${run.stderr || run.stdout}`);
  }
  return run.stdout;
}

/**
 * @typedef {object} TestPostgres
 * @property {string} url The test database's connection string.
 * @property {string} admin The server's own database, for creating others.
 * @property {() => void} stop
 */

/**
 * Starts a new cluster and resolves with { url, stop }. The server keeps fsync on: what a test or
 * the bench sees committed is on disk, as in production.
 * @param {{ database?: string, maxConnections?: number }} [options]
 * @returns {Promise<TestPostgres>}
 */
export async function startPostgres({ database = "leads", maxConnections = 200 } = {}) {
  const bin = findPostgres();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const data = path.join(dir, "data");
  if (isRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  runAs(path.join(bin, "initdb"), [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const options = `-c listen_addresses=${HOST} -p ${port} -c unix_socket_directories=${dir} -c max_connections=${maxConnections}`;
  runAs(path.join(bin, "pg_ctl"), [
    "-D",
    data,
    "-o",
    options,
    "-l",
    path.join(dir, "log"),
    "-w",
    "start",
  ]);
  const stop = () => {
    try {
      runAs(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stop);
  const admin = `postgres://postgres@${HOST}:${port}/postgres`;
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  return { url: `postgres://postgres@${HOST}:${port}/${database}`, admin, stop };
}

function postgresUser() {
  const id = (/** @type {string} */ flag) =>
    Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
  return { uid: id("-u"), gid: id("-g") };
}
