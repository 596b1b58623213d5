// Jest config for `test-storybook`: Storybook's own, pointed at the machine's Chromium.
const { getJestConfig } = require("@storybook/test-runner");

const base = getJestConfig();
const playwright = base.testEnvironmentOptions?.["jest-playwright"] ?? {};

module.exports = {
  ...base,
  testTimeout: 30000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...playwright,
      browsers: ["chromium"],
      launchOptions: {
        executablePath: process.env.CHROME_PATH,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
          "--font-render-hinting=none",
        ],
      },
    },
  },
};
