// Unit tests of src/lib (pure rules), content, theme and the server. Run with
// --experimental-vm-modules (npm run test:unit does): react-email renders through import().
import { createRequire } from "node:module";

const timesReporter = createRequire(import.meta.url)("./scripts/lib/times-reporter.cjs");
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

export default {
  displayName: "unit",
  rootDir: ".",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  testEnvironment: "node",
  // One more worker than the machine's two cores (Jest's default leaves one free): the server
  // tests wait on PostgreSQL, SMTP and sockets, and a third file keeps the cores busy meanwhile.
  // One PostgreSQL cluster serves the whole run, and one rendering of the server's site fixture.
  maxWorkers: 3,
  // Three workers share two cores (and the machine): a property test's hundred requests can take
  // longer than Jest's default of five seconds by the wall clock. Cost limits are in CPU time.
  testTimeout: 30_000,
  globalSetup: "<rootDir>/tests/unit/setup/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/unit/setup/global-teardown.mjs",
  // Each file's time, for bench/test-times.md, when `npm test` asks.
  reporters: ["default", ...timesReporter.entry("unit")],
  // .mjs: the plain-Node scripts and the store format they share with src/server.
  transform: { "^.+\\.(m?tsx?|m?jsx?)$": swc },
  moduleFileExtensions: ["js", "mjs", "cjs", "jsx", "ts", "mts", "tsx", "json", "node"],
  // Stylesheets imported for their side effect in the browser are nothing to a unit test.
  moduleNameMapper: {
    "\\.css$": "<rootDir>/tests/unit/style-stub.ts",
    // Netlify's functions are .mts files, imported as .mjs (TypeScript's rule for ES modules).
    "^(.*/netlify/functions/.*)\\.mjs$": "$1.mts",
  },
  // Compiled like our code: ES modules Jest cannot require (Node itself can, since 20.19).
  transformIgnorePatterns: [
    "/node_modules/(?!@chakra-ui|@ark-ui|@zag-js|@pandacss|@storybook|storybook/|@fastify/static/node_modules/content-disposition/|content-disposition/)",
  ],
};
