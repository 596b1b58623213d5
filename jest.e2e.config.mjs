// End-to-end tests of the built site under the production server (started by
// scripts/test-e2e.mjs), and the netlify gate's (scripts/test-netlify.mjs).
import { createRequire } from "node:module";
import unit from "./jest.config.mjs";

const timesReporter = createRequire(import.meta.url)("./scripts/lib/times-reporter.cjs");

export default {
  displayName: "e2e",
  rootDir: ".",
  testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
  testEnvironment: "node",
  transform: unit.transform,
  testTimeout: 60000,
  maxWorkers: 2,
  reporters: ["default", ...timesReporter.entry("e2e")],
};
