// The Storybook gate's setup for each story file, in place of the test-runner's own
// (playwright/jest-setup.js), which imports the whole test-runner, and through it Storybook's
// node internals, into every story file's fresh module registry to set the same four globals.
import config from "./test-runner";

const hooks = globalThis as typeof globalThis & Record<string, unknown>;
hooks.__sbPreVisit = config.preVisit;
hooks.__sbPostVisit = config.postVisit;
hooks.__sbCollectCoverage = false;
// Called only to retry a story that navigated away: loaded then.
hooks.__sbSetupPage = async (...args: unknown[]) => {
  const { setupPage } = await import("@storybook/test-runner");
  return (setupPage as (...rest: unknown[]) => Promise<void>)(...args);
};
