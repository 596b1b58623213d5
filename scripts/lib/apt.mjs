// Debian packages the gates need (Chromium, PostgreSQL's server, Java), installed with apt-get
// when they are missing and we are root. No tool downloads its own.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Installs Debian's `packages`; false when it cannot (not root, no apt-get) or apt-get fails. */
export function aptInstall(packages, missing) {
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  console.log(
    `${missing} is missing: installing Debian's ${packages.join(" and ")} with apt-get...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...packages],
  ]) {
    if (spawnSync("apt-get", args, { stdio: "inherit", env }).status !== 0) return false;
  }
  return true;
}
