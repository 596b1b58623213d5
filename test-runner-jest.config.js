// Jest config for `test-storybook`: Storybook's own, connected to the Chromium that
// scripts/test-storybook.mjs starts.
const { getJestConfig } = require("@storybook/test-runner");
const { entry: timesReporter } = require("./scripts/lib/times-reporter.cjs");

const base = getJestConfig();
const playwright = base.testEnvironmentOptions?.["jest-playwright"] ?? {};

module.exports = {
  ...base,
  testTimeout: 30000,
  testEnvironment: "./scripts/lib/storybook-environment.mjs",
  setupFilesAfterEnv: (base.setupFilesAfterEnv ?? []).map((file) =>
    file.endsWith("playwright/jest-setup.js") ? "<rootDir>/.storybook/test-runner-setup.ts" : file,
  ),
  // Each story file's time, for bench/test-times.md, when `npm test` asks.
  reporters: [...(base.reporters ?? ["default"]), ...timesReporter("storybook")],
  testEnvironmentOptions: {
    "jest-playwright": {
      ...playwright,
      browsers: ["chromium"],
      // One Chromium for every story file, started by scripts/test-storybook.mjs with its flags,
      // rather than one launched per file.
      launchType: "SERVER",
      connectOptions: { wsEndpoint: process.env.STORYBOOK_BROWSER_WS },
      // The page is opened, and kept from file to file, by scripts/lib/storybook-environment.mjs.
      skipInitialization: true,
    },
  },
};
