// `npm test`: every gate, in order, stopping at the first that fails.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { CANARY_ENV } from "./check-secrets.mjs";
import { findChrome } from "./lib/chrome.mjs";
import { findJava } from "./lib/java.mjs";
import { findPostgres } from "./lib/postgres.mjs";
import { TIMES_VARIABLE, childrenCpuSeconds, writeTestTimes } from "./lib/test-times.mjs";

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
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "unit", command: ["npm", "run", "test:unit", "--", "--ci"] },
  { name: "stories", command: ["npm", "run", "check:stories"] },
  // Built with canary secrets set, so that the next gate can prove none reaches the browser.
  {
    name: "build",
    command: ["npm", "run", "build"],
    refuse: BUILD_WARNING,
    env: { ...CANARY_ENV, GATSBY_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID },
  },
  // Every built page through the W3C's validator: no HTML errors.
  { name: "html", command: ["npm", "run", "check:html"] },
  { name: "secrets", command: ["node", "scripts/check-secrets.mjs"] },
  { name: "budget", command: ["npm", "run", "budget"] },
  { name: "e2e", command: ["npm", "run", "test:e2e", "--", "--ci"] },
  { name: "netlify", command: ["npm", "run", "test:netlify", "--", "--ci"] },
  { name: "storybook", command: ["npm", "run", "test-storybook", "--", "--ci"] },
];

function runGate({ command, refuse, env: gateEnv = {} }) {
  return new Promise((resolve) => {
    const [bin, ...args] = command;
    const child = spawn(bin, args, {
      env: { ...env, ...gateEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let refused = null;
    const watch = (stream, target) =>
      stream.on("data", (chunk) => {
        target.write(chunk);
        if (refuse && !refused) {
          const line = stripVTControlCharacters(chunk.toString())
            .split("\n")
            .find((text) => refuse.test(text.trim()));
          if (line) refused = line.trim();
        }
      });
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on("exit", (code) => resolve({ code: code ?? 1, refused }));
  });
}

const selected = only.length ? gates.filter((gate) => only.includes(gate.name)) : gates;
const results = [];
for (const gate of selected) {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  console.log(`\n=== ${gate.name}: ${gate.command.join(" ")}`);
  const { code, refused } = await runGate(gate);
  const seconds = Math.round((Date.now() - started) / 1000);
  const cpuSeconds = Math.round(childrenCpuSeconds() - cpuBefore);
  const passed = code === 0 && !refused;
  results.push({ name: gate.name, passed, seconds, cpuSeconds });
  if (refused)
    console.error(`\n${gate.name} printed a warning, which the gate refuses: ${refused}`);
  console.log(
    `=== ${gate.name}: ${passed ? "passed" : "FAILED"} (${seconds}s, ${cpuSeconds} CPU s)`,
  );
  if (!passed) break;
}

const passed = results.filter((r) => r.passed).length;
const failed = results.length - passed;
const skipped = selected.length - results.length;
console.log(
  `\n${results.map((r) => `${r.passed ? "✓" : "✗"} ${r.name} (${r.seconds}s)`).join("\n")}`,
);
if (timed) {
  writeTestTimes(results, timesDir);
  console.log("Wrote bench/test-times.md.");
}
rmSync(timesDir, { recursive: true, force: true });
console.log(`gates: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
