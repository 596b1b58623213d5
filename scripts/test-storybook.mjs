// Storybook gate: builds the catalogue for testing (scripts/lib/catalogue.mjs), serves it on
// loopback and runs every story with the test-runner (play functions, axe, image snapshots
// against tests/visual/). `npm test` builds the catalogue in a gate of its own, beside the site's
// build, and passes `--no-build`.
// Extra arguments go to the test-runner, e.g. `npm run test-storybook -- -u` to update baselines;
// baselines it writes are then optimised losslessly (scripts/optimise-baselines.mjs), and, outside
// CI mode, the digests of changed baselines taken (tests/visual/digests.json).
// `--no-build` reuses an existing catalogue; `--out=DIR` builds and serves DIR instead of
// storybook-static/, so that two people can check their stories at once.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "playwright-core";
import { CATALOGUE_DIR, catalogueBuild } from "./lib/catalogue.mjs";
import { PLAYWRIGHT_CHROME_FLAGS, checkDisabledFeatures, findChrome } from "./lib/chrome.mjs";
import { optimiseFiles } from "./optimise-baselines.mjs";
import { refreshDigests } from "./lib/baseline-digests.cjs";
import { baselineFiles } from "./lib/baseline-image.cjs";
import { HOST, freePort, run, startServer } from "./lib/serve.mjs";

const args = process.argv.slice(2);
const reuse = args.includes("--no-build");
const out = args.find((arg) => arg.startsWith("--out="))?.slice("--out=".length) ?? CATALOGUE_DIR;
const runnerArgs = args.filter((arg) => arg !== "--no-build" && !arg.startsWith("--out="));

const chrome = findChrome();

/**
 * The stories that show text in the `mono` token (ErrorScreen, the Seo tables, an article's
 * code, and the stories drawing them). After a full run they run again on a machine with one
 * more font, preferred for `monospace`: their images must not change, since every font a story
 * can show is one the project bundles.
 */
const MONOSPACE_STORIES = [
  "stories/components/ArticleBody.stories.tsx",
  "stories/components/ErrorBoundary.stories.tsx",
  "stories/components/ErrorScreen.stories.tsx",
  "stories/components/Seo.stories.tsx",
  "stories/tools/CopyLinkButton.stories.tsx",
];

/**
 * A fontconfig setting (read from XDG_CONFIG_HOME by the machine's own configuration) that adds
 * Liberation Sans, which pdfjs-dist ships, and prefers it for `monospace`, as a machine with
 * more fonts installed might prefer one of its own.
 */
function extraMonospaceFont() {
  const home = mkdtempSync(path.join(tmpdir(), "extra-font-"));
  const fonts = path.dirname(
    createRequire(import.meta.url).resolve("pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf"),
  );
  mkdirSync(path.join(home, "fontconfig"));
  writeFileSync(
    path.join(home, "fontconfig", "fonts.conf"),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <alias binding="strong"><family>monospace</family><prefer><family>Liberation Sans</family></prefer></alias>
</fontconfig>
`,
  );
  return {
    env: { XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home },
    remove: () => rmSync(home, { recursive: true, force: true }),
  };
}

if (!reuse || !existsSync(`${out}/index.json`)) {
  const [program, ...buildArgs] = catalogueBuild(out);
  const built = await run(program, buildArgs);
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
/**
 * Runs the test-runner with one Chromium for every story file (test-runner-jest.config.js
 * connects to it), started with `browserEnv` added to its environment, and `runnerEnv` added to
 * the runner's.
 */
async function testStories(extraArgs, browserEnv = {}, runnerEnv = {}) {
  const browser = await chromium.launchServer({
    executablePath: chrome,
    // Font hinting off keeps text rendering the same from machine to machine (screenshots).
    args: [...PLAYWRIGHT_CHROME_FLAGS, "--font-render-hinting=none"],
    env: { ...process.env, ...browserEnv },
  });
  checkDisabledFeatures(browser.process().spawnargs);
  try {
    return await run("npx", ["test-storybook", "--url", url, "--maxWorkers=2", ...extraArgs], {
      env: {
        ...process.env,
        STORYBOOK_BROWSER_WS: browser.wsEndpoint(),
        STORYBOOK_DISABLE_TELEMETRY: "1",
        BASELINES_SEEN: seenList,
        ...runnerEnv,
      },
    });
  } finally {
    await browser.close();
  }
}
let code = await testStories(runnerArgs);

const update = runnerArgs.includes("-u") || runnerArgs.includes("--updateSnapshot");
const everyStory = runnerArgs.every((arg) => ["-u", "--updateSnapshot", "--ci"].includes(arg));
if (code === 0 && everyStory && !update) {
  console.log("\nThe monospace stories again, with one more font preferred for `monospace`:");
  const font = extraMonospaceFont();
  // Named apart in bench/test-times.md, so that it does not replace the full run's file times.
  code = await testStories([...runnerArgs, ...MONOSPACE_STORIES], font.env, {
    TEST_TIMES_NAME: "storybook-extra-font",
  });
  font.remove();
}
server.stop();

// After a run of every story, a baseline no story compared is left from a story renamed,
// removed or no longer snapshotted: `-u` deletes it, otherwise the gate fails.
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

if (!runnerArgs.includes("--ci")) {
  const { taken, dropped } = await refreshDigests(baselineFiles());
  if (taken + dropped > 0) console.log(`Baseline digests: ${taken} taken, ${dropped} dropped`);
}
process.exit(code);
