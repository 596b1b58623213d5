// Jest config for `test-storybook`: Storybook's own, pointed at the machine's Chromium.
const { getJestConfig } = require("@storybook/test-runner");
const { entry: timesReporter } = require("./scripts/lib/times-reporter.cjs");

const base = getJestConfig();
const playwright = base.testEnvironmentOptions?.["jest-playwright"] ?? {};

module.exports = {
  ...base,
  testTimeout: 30000,
  // Each story file's time, for bench/test-times.md, when `npm test` asks.
  reporters: [...(base.reporters ?? ["default"]), ...timesReporter("storybook")],
  testEnvironmentOptions: {
    "jest-playwright": {
      ...playwright,
      browsers: ["chromium"],
      launchOptions: {
        executablePath: process.env.CHROME_PATH,
        // Font hinting off keeps text rendering the same from machine to machine (screenshots).
        args: [...require("./scripts/lib/chrome-flags.json"), "--font-render-hinting=none"],
      },
    },
  },
};
