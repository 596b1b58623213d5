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

/**
 * The features Playwright turns off in every Chromium it launches (its own --disable-features).
 * Chromium reads only the last --disable-features it is given, so a launch that turns off more
 * must name these again: `checkDisabledFeatures` fails a gate when Playwright's list has grown.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The address bar's popups, pages of the browser's own (chrome://omnibox-popup.top-chrome) that
 * headless Chromium builds for every new window, in a renderer of their own, though nobody will
 * type there: as much processor time as the page the window was opened for (docs/testing.md).
 */
const OMNIBOX_POPUPS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

const DISABLE_FEATURES = "--disable-features=";

/** The flags of every Chromium that Playwright launches here: CHROME_FLAGS, and no omnibox popups. */
export const PLAYWRIGHT_CHROME_FLAGS = [
  ...CHROME_FLAGS,
  `${DISABLE_FEATURES}${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(",")}`,
];

/**
 * Throws unless the last --disable-features of a launched browser's arguments (its process's
 * `spawnargs`) names every feature an earlier one did: otherwise a feature Playwright turns off
 * would be on again in our browser.
 * @param {readonly string[]} spawnargs
 */
export function checkDisabledFeatures(spawnargs) {
  const lists = spawnargs
    .filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .map((arg) => arg.slice(DISABLE_FEATURES.length).split(","));
  const last = new Set(lists.at(-1) ?? []);
  const dropped = lists.flat().filter((feature) => !last.has(feature));
  if (dropped.length > 0) {
    throw new Error(
      `Playwright turns off ${[...new Set(dropped)].join(", ")} as well now: add them to PLAYWRIGHT_DISABLED_FEATURES in scripts/lib/chrome.mjs.`,
    );
  }
}
