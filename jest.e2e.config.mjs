// End-to-end tests of the built site under `gatsby serve` (started by scripts/test-e2e.mjs).
import unit from "./jest.config.mjs";

export default {
  displayName: "e2e",
  rootDir: ".",
  testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
  testEnvironment: "node",
  transform: unit.transform,
  testTimeout: 60000,
  maxWorkers: 2,
};
