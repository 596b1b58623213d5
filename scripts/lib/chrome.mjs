// Finds the Chromium every browser gate uses. No tool downloads a browser of its own.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function installDebianChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const steps = [
    ["apt-get", ["update", "-qq"]],
    [
      "apt-get",
      ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-liberation"],
    ],
  ];
  for (const [command, args] of steps) {
    const run = spawnSync(command, args, { stdio: "inherit", env });
    if (run.status !== 0) return false;
  }
  return isExecutable(DEBIAN_CHROMIUM);
}

/**
 * CHROME_PATH when it points at a browser, else Debian's Chromium, installed with apt-get when it
 * is missing and we are root. Otherwise stops with one line saying what to do.
 */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  if (fromEnv)
    fail(`CHROME_PATH=${fromEnv} is not an executable browser: point it at Chromium or unset it.`);
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && isExecutable("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get...");
    if (installDebianChromium()) return DEBIAN_CHROMIUM;
  }
  fail(
    "Chromium not found: run `sudo apt-get install -y chromium` (Debian) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Flags every Chromium launch here uses (bench, e2e and Storybook tests share the JSON file): no
 * sandbox, as the gates run as root; no background network, which this machine's closed network
 * refuses connection by connection.
 */
export const CHROME_FLAGS = createRequire(import.meta.url)("./chrome-flags.json");
