// @ts-check
// Netlify's CLI for the netlify gate. It is no dependency of the site (it would add a thousand
// packages to every install), so it lives outside the clone, in the user's cache folder, one
// folder per version: a fresh machine fills it once, and every clone and worktree shares it.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { run } from "./serve.mjs";

export const CLI_VERSION = "27.10.2";

export function cliFolder() {
  const cache = process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(cache, "studio-site", `netlify-cli-${CLI_VERSION}`);
}

/** @param {string} folder */
function installedVersion(folder) {
  const manifest = path.join(folder, "node_modules/netlify-cli/package.json");
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")).version : null;
}

/**
 * The path of the `netlify` binary, installed first when this machine has not got it yet.
 * @returns {Promise<string>}
 */
export async function netlifyCli() {
  const folder = cliFolder();
  const bin = path.join(folder, "node_modules/.bin/netlify");
  if (installedVersion(folder) === CLI_VERSION) return bin;
  // Installed beside, then moved in whole: an install cut short is never taken for a finished one.
  const partial = `${folder}.partial-${process.pid}`;
  console.log(`Installing netlify-cli ${CLI_VERSION} into ${folder} (once per machine)...`);
  mkdirSync(partial, { recursive: true });
  const code = await run("npm", [
    "install",
    "--prefix",
    partial,
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    `netlify-cli@${CLI_VERSION}`,
  ]);
  if (code !== 0 || installedVersion(partial) !== CLI_VERSION) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error("netlify-cli did not install");
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
  return bin;
}
