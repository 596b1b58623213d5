// Finds the Chromium every browser gate uses. No tool downloads a browser of its own.
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import { aptInstall } from "./apt.mjs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
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
  if (aptInstall(["chromium", "fonts-liberation"], "Chromium") && isExecutable(DEBIAN_CHROMIUM))
    return DEBIAN_CHROMIUM;
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
