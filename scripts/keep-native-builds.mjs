// @ts-check
// After `npm install`: keeps better-sqlite3's compiled module where its installer looks first
// (prebuild-install's cache, beside npm's), so that the next install on this machine, a fresh
// clone's included, unpacks it instead of compiling SQLite again. Its installer asks the
// package's release host first; where that host cannot be reached it compiles, which is most of
// a fresh install's time. Nothing is kept unless the module loads and answers a query.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Where prebuild-install looks for this module's prebuilt archive before asking the network. */
function cachedArchive() {
  // Its own settings and naming, as its command builds them, so that the names cannot drift.
  const settings = require("prebuild-install/rc");
  const util = require("prebuild-install/util");
  const pkg = require("better-sqlite3/package.json");
  return util.cachedPrebuild(util.getDownloadUrl({ ...settings(pkg), pkg }));
}

function keep() {
  if (process.platform !== "linux") return;
  const archive = cachedArchive();
  if (existsSync(archive)) return;
  const Database = require("better-sqlite3");
  const db = new Database(":memory:");
  const row = db.prepare("SELECT 1 AS one").get();
  db.close();
  if (!row) return;
  const packageDir = path.dirname(require.resolve("better-sqlite3/package.json"));
  const built = path.join("build", "Release", "better_sqlite3.node");
  if (!existsSync(path.join(packageDir, built))) return;
  mkdirSync(path.dirname(archive), { recursive: true });
  const partial = `${archive}.${process.pid}.partial`;
  execFileSync("tar", ["-czf", partial, "-C", packageDir, built]);
  renameSync(partial, archive);
  console.log(`Kept better-sqlite3's compiled module for the next install: ${archive}`);
}

try {
  keep();
} catch (error) {
  // A cache is a saving, never a reason for an install to fail.
  console.log(`Did not keep better-sqlite3's compiled module: ${String(error)}`);
  rmSync(`${cachedArchive()}.${process.pid}.partial`, { force: true });
}
