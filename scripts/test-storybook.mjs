// Storybook gate: builds the catalogue statically, serves it on loopback and runs every story
// with the test-runner (play functions, axe, image snapshots against tests/visual/).
// Extra arguments go to the test-runner, e.g. `npm run test-storybook -- -u` to update baselines.
// `--no-build` reuses an existing storybook-static/.
import { existsSync } from "node:fs";
import { findChrome } from "./lib/chrome.mjs";
import { HOST, freePort, run, startServer } from "./lib/serve.mjs";

const args = process.argv.slice(2);
const reuse = args.includes("--no-build");
const runnerArgs = args.filter((arg) => arg !== "--no-build");

const chrome = findChrome();

if (!reuse || !existsSync("storybook-static/index.json")) {
  const built = await run("npm", ["run", "build-storybook"]);
  if (built !== 0) process.exit(built);
}

const port = await freePort();
const url = `http://${HOST}:${port}`;
const server = await startServer(
  "npx",
  ["http-server", "storybook-static", "-a", HOST, "-p", String(port), "-s", "-c-1"],
  `${url}/index.json`,
);

const code = await run("npx", ["test-storybook", "--url", url, "--maxWorkers=2", ...runnerArgs], {
  env: { ...process.env, CHROME_PATH: chrome, STORYBOOK_DISABLE_TELEMETRY: "1" },
});
server.stop();
process.exit(code);
