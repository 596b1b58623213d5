// Storybook gate: builds the catalogue statically, serves it on loopback and runs every story
// with the test-runner (play functions, axe, image snapshots against tests/visual/).
// Extra arguments go to the test-runner, e.g. `npm run test-storybook -- -u` to update baselines;
// baselines it writes are then optimised losslessly (scripts/optimise-baselines.mjs).
// `--no-build` reuses an existing catalogue; `--out=DIR` builds and serves DIR instead of
// storybook-static/, so that two people can check their stories at once.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { findChrome } from "./lib/chrome.mjs";
import { BASELINES, optimiseFiles } from "./optimise-baselines.mjs";
import { HOST, freePort, run, startServer } from "./lib/serve.mjs";

const args = process.argv.slice(2);
const reuse = args.includes("--no-build");
const out =
  args.find((arg) => arg.startsWith("--out="))?.slice("--out=".length) ?? "storybook-static";
const runnerArgs = args.filter((arg) => arg !== "--no-build" && !arg.startsWith("--out="));

const chrome = findChrome();

if (!reuse || !existsSync(`${out}/index.json`)) {
  const built = await run("npx", ["storybook", "build", "--quiet", "-o", out]);
  if (built !== 0) process.exit(built);
}

const port = await freePort();
const url = `http://${HOST}:${port}`;
const server = await startServer(
  "npx",
  ["http-server", out, "-a", HOST, "-p", String(port), "-s", "-c-1"],
  `${url}/index.json`,
);

const started = Date.now();
const code = await run("npx", ["test-storybook", "--url", url, "--maxWorkers=2", ...runnerArgs], {
  env: { ...process.env, CHROME_PATH: chrome, STORYBOOK_DISABLE_TELEMETRY: "1" },
});
server.stop();

const written = readdirSync(BASELINES)
  .filter((name) => name.endsWith(".png"))
  .map((name) => path.join(BASELINES, name))
  .filter((file) => statSync(file).mtimeMs >= started);
if (written.length > 0) {
  const { before, after } = await optimiseFiles(written);
  console.log(
    `Optimised ${written.length} new baseline(s) losslessly: ${before} -> ${after} bytes`,
  );
}
process.exit(code);
