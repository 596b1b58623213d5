// Storybook gate: builds the catalogue for testing (`storybook build --test`: no docs pages, no
// prop tables, no docs addon, none of which the test-runner visits), serves it on loopback and
// runs every story with the test-runner (play functions, axe, image snapshots against
// tests/visual/). The full catalogue, with its docs, is `npm run build-storybook`'s.
// Extra arguments go to the test-runner, e.g. `npm run test-storybook -- -u` to update baselines;
// baselines it writes are then optimised losslessly (scripts/optimise-baselines.mjs).
// `--no-build` reuses an existing catalogue; `--out=DIR` builds and serves DIR instead of
// storybook-static/, so that two people can check their stories at once.
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findChrome } from "./lib/chrome.mjs";
import { baselineFiles, optimiseFiles } from "./optimise-baselines.mjs";
import { HOST, freePort, run, startServer } from "./lib/serve.mjs";

const args = process.argv.slice(2);
const reuse = args.includes("--no-build");
const out =
  args.find((arg) => arg.startsWith("--out="))?.slice("--out=".length) ?? "storybook-static";
const runnerArgs = args.filter((arg) => arg !== "--no-build" && !arg.startsWith("--out="));

const chrome = findChrome();

if (!reuse || !existsSync(`${out}/index.json`)) {
  const built = await run("npx", ["storybook", "build", "--test", "--quiet", "-o", out]);
  if (built !== 0) process.exit(built);
}

const port = await freePort();
const url = `http://${HOST}:${port}`;
const server = await startServer(
  "npx",
  ["http-server", out, "-a", HOST, "-p", String(port), "-s", "-c-1"],
  `${url}/index.json`,
);

// The image matcher lists every baseline it compares here (.storybook/match-baseline.ts).
const seenList = path.join(tmpdir(), `baselines-seen-${process.pid}.txt`);
const started = Date.now();
let code = await run("npx", ["test-storybook", "--url", url, "--maxWorkers=2", ...runnerArgs], {
  env: {
    ...process.env,
    CHROME_PATH: chrome,
    STORYBOOK_DISABLE_TELEMETRY: "1",
    BASELINES_SEEN: seenList,
  },
});
server.stop();

// After a run of every story, a baseline no story compared is left from a story renamed,
// removed or no longer snapshotted: `-u` deletes it, otherwise the gate fails.
const update = runnerArgs.includes("-u") || runnerArgs.includes("--updateSnapshot");
const everyStory = runnerArgs.every((arg) => ["-u", "--updateSnapshot", "--ci"].includes(arg));
if (code === 0 && everyStory) {
  const seen = new Set(existsSync(seenList) ? readFileSync(seenList, "utf8").split("\n") : []);
  const obsolete = baselineFiles().filter((file) => !seen.has(path.basename(file, ".webp")));
  for (const file of obsolete) {
    if (update) rmSync(file);
    else code = 1;
  }
  if (obsolete.length > 0) {
    const verdict = update ? "Deleted" : "No story takes these images; `-u` deletes them:";
    const listed = obsolete.map((file) => path.relative(process.cwd(), file)).join("\n  ");
    console.log(`${verdict} ${obsolete.length} obsolete baseline(s)\n  ${listed}`);
  }
}
rmSync(seenList, { force: true });

const written = baselineFiles().filter((file) => statSync(file).mtimeMs >= started);
if (written.length > 0) {
  const { before, after } = await optimiseFiles(written);
  console.log(
    `Optimised ${written.length} new baseline(s) losslessly: ${before} -> ${after} bytes`,
  );
}
process.exit(code);
