// `npm test`: every gate, in order, stopping at the first that fails. Gates marked `alongside`
// run at the same time as the gate before them, where together they still fit the machine's two
// cores (bench/test-times.md gives each gate's cores busy); their output is printed whole, gate
// by gate, as each ends.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { CANARY_ENV } from "./check-secrets.mjs";
import { CATALOGUE_DIR, catalogueBuild } from "./lib/catalogue.mjs";
import { findChrome } from "./lib/chrome.mjs";
import { findJava } from "./lib/java.mjs";
import { findPostgres } from "./lib/postgres.mjs";
import { TIMES_VARIABLE, writeTestTimes } from "./lib/test-times.mjs";

const chrome = findChrome();
// The store tests and the e2e gate start throwaway PostgreSQL servers: install it once, up front;
// and Java, which the HTML gate's validator runs on.
findPostgres();
findJava();
const only = process.argv.slice(2).filter((arg) => arg !== "--times");
// A full run (or one asked with --times) writes bench/test-times.md; the gates' Jest reports
// are collected here meanwhile.
const timed = only.length === 0 || process.argv.includes("--times");
const timesDir = mkdtempSync(path.join(tmpdir(), "test-times-"));
const env = {
  ...process.env,
  ...(timed ? { [TIMES_VARIABLE]: timesDir } : {}),
  CHROME_PATH: chrome,
  GATSBY_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
};

// Gatsby prints fixable problems as "warn ..." lines and still exits 0; the build gate refuses them.
const BUILD_WARNING = /^(?:warn|warning)\b/im;

// A made-up GA4 measurement id, so that the built site has analytics and asks for consent; the
// end-to-end tests answer the Google tag's address themselves and nothing reaches Google.
const TEST_MEASUREMENT_ID = "G-E2ETEST000";
const gates = [
  { name: "format", command: ["npm", "run", "format:check"] },
  { name: "lint", command: ["npm", "run", "lint"], alongside: true },
  { name: "typecheck", command: ["npm", "run", "typecheck"], alongside: true },
  { name: "stories", command: ["npm", "run", "check:stories"], alongside: true },
  { name: "unit", command: ["npm", "run", "test:unit", "--", "--ci"] },
  // Built with canary secrets set, so that the next gate can prove none reaches the browser.
  {
    name: "build",
    command: ["npm", "run", "build"],
    refuse: BUILD_WARNING,
    env: { ...CANARY_ENV, GATSBY_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID },
  },
  // The storybook gate's catalogue, built while the site builds: the site's build leaves a core
  // idle for much of its time (docs/testing.md).
  { name: "catalogue", command: catalogueBuild(), alongside: true },
  // Every built page through the W3C's validator: no HTML errors.
  { name: "html", command: ["npm", "run", "check:html"] },
  { name: "secrets", command: ["node", "scripts/check-secrets.mjs"] },
  { name: "budget", command: ["npm", "run", "budget"] },
  { name: "e2e", command: ["npm", "run", "test:e2e", "--", "--ci"] },
  // After e2e, not beside it: each keeps both cores busy with Chromium (docs/testing.md).
  {
    name: "storybook",
    command: ["npm", "run", "test-storybook", "--", "--ci"],
    // Tests the catalogue the catalogue gate built in this run; run alone, it builds its own.
    after: { catalogue: ["--no-build", `--out=${CATALOGUE_DIR}`] },
  },
  { name: "netlify", command: ["npm", "run", "test:netlify", "--", "--ci"] },
];

/**
 * Runs one gate through scripts/lib/cpu-of.mjs; resolves with its exit code, the warning line it
 * was refused for, its seconds and processor seconds. Its output goes to the terminal as it comes,
 * or into `held` to be printed when it ends.
 */
function runGate({ name, command, refuse, env: gateEnv = {} }, held) {
  return new Promise((resolve) => {
    const started = Date.now();
    const cpuReport = path.join(timesDir, `${name}.cpu`);
    const child = spawn("node", ["scripts/lib/cpu-of.mjs", cpuReport, ...command], {
      env: { ...env, ...gateEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let refused = null;
    const watch = (stream, target) =>
      stream.on("data", (chunk) => {
        if (held) held.push(chunk);
        else target.write(chunk);
        if (refuse && !refused) {
          const line = stripVTControlCharacters(chunk.toString())
            .split("\n")
            .find((text) => refuse.test(text.trim()));
          if (line) refused = line.trim();
        }
      });
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on("exit", (code) => {
      const cpu = existsSync(cpuReport) ? Number(readFileSync(cpuReport, "utf8")) : 0;
      resolve({
        code: code ?? 1,
        refused,
        seconds: Math.round((Date.now() - started) / 1000),
        cpuSeconds: Math.round(cpu),
      });
    });
  });
}

/** Runs gates side by side; returns their results in order, each printed as it ends. */
async function runTogether(group) {
  const together = group.length > 1;
  return Promise.all(
    group.map(async (gate) => {
      const held = together ? [] : undefined;
      if (!together) console.log(`\n=== ${gate.name}: ${gate.command.join(" ")}`);
      const outcome = await runGate(gate, held);
      if (held) {
        console.log(`\n=== ${gate.name}: ${gate.command.join(" ")} (alongside others)`);
        process.stdout.write(Buffer.concat(held));
      }
      const passed = outcome.code === 0 && !outcome.refused;
      if (outcome.refused)
        console.error(
          `\n${gate.name} printed a warning, which the gate refuses: ${outcome.refused}`,
        );
      console.log(
        `=== ${gate.name}: ${passed ? "passed" : "FAILED"} (${outcome.seconds}s, ${outcome.cpuSeconds} CPU s)`,
      );
      return { name: gate.name, passed, seconds: outcome.seconds, cpuSeconds: outcome.cpuSeconds };
    }),
  );
}

const chosen = only.length ? gates.filter((gate) => only.includes(gate.name)) : gates;
const chosenNames = new Set(chosen.map((gate) => gate.name));
// A gate's extra arguments when an earlier gate of this run did part of its work.
const selected = chosen.map(({ after = {}, ...gate }) => ({
  ...gate,
  command: [
    ...gate.command,
    ...Object.entries(after).flatMap(([name, extra]) => (chosenNames.has(name) ? extra : [])),
  ],
}));
/** The selected gates in groups: each with the `alongside` gates that follow it. */
const groups = [];
for (const gate of selected) {
  if (gate.alongside && groups.length > 0) groups[groups.length - 1].push(gate);
  else groups.push([gate]);
}
const results = [];
const runStarted = Date.now();
for (const group of groups) {
  const outcomes = await runTogether(group);
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.passed)) break;
}

const passed = results.filter((r) => r.passed).length;
const failed = results.length - passed;
const skipped = selected.length - results.length;
console.log(
  `\n${results.map((r) => `${r.passed ? "✓" : "✗"} ${r.name} (${r.seconds}s)`).join("\n")}`,
);
console.log(`all gates: ${Math.round((Date.now() - runStarted) / 1000)}s`);
if (timed) {
  writeTestTimes(results, Math.round((Date.now() - runStarted) / 1000), timesDir);
  console.log("Wrote bench/test-times.md.");
}
rmSync(timesDir, { recursive: true, force: true });
console.log(`gates: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
