// @ts-check
// bench/test-times.md: what each gate of the last full `npm test` cost, and the slowest test
// files of the Jest-run gates (the test-runner's too), by Jest's own clock (scripts/lib/times-reporter.cjs
// writes them into TEST_TIMES_DIR, which scripts/test.mjs sets), so that the next change can see
// what it adds.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";

export const TIMES_VARIABLE = "TEST_TIMES_DIR";
const SLOWEST = 8;

/**
 * @typedef {{ name: string, startTime: number, endTime: number, tests: number }} FileResult
 */

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The processor time, in seconds, that this process's finished children (and theirs) have used
 * so far: a gate's share of it beside its wall-clock time says how much of the machine it kept
 * busy. Linux only; elsewhere 0.
 */
export function childrenCpuSeconds() {
  if (!existsSync("/proc/self/stat")) return 0;
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's name: cutime and cstime are the 14th and 15th of them.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/**
 * @typedef {{ name: string, passed: boolean, seconds: number, cpuSeconds: number }} Gate
 */

/** @param {{ seconds: number, cpuSeconds: number }} gate */
const busy = (gate) => (gate.seconds > 0 ? (gate.cpuSeconds / gate.seconds).toFixed(2) : "–");

/** @param {string} file */
function slowestFiles(file) {
  /** @type {{ testResults?: FileResult[] }} */
  const report = JSON.parse(readFileSync(file, "utf8"));
  return (report.testResults ?? [])
    .map((result) => ({
      name: path.relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      tests: result.tests,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * Writes bench/test-times.md.
 * @param {Gate[]} gates
 * @param {number} total the whole run's wall-clock seconds (gates may run side by side)
 * @param {string} dir the folder of the gates' JSON reports
 */
export function writeTestTimes(gates, total, dir) {
  const cpuTotal = gates.reduce((sum, gate) => sum + gate.cpuSeconds, 0);
  const lines = [
    "# Test times",
    "",
    `Written by \`npm test\` (scripts/lib/test-times.mjs) on ${new Date().toISOString().slice(0, 10)},`,
    `on ${cpus().length} cores: each gate's wall-clock seconds and the processor seconds its processes`,
    "used (their ratio is how many cores it kept busy; the gates marked `alongside` in",
    "scripts/test.mjs run beside the one before them), then the slowest files of each Jest-run gate",
    "by Jest's own report (a file's time runs while the other worker runs another).",
    "",
    "| Gate | Seconds | CPU seconds | Cores busy | Result |",
    "|---|--:|--:|--:|---|",
    ...gates.map(
      (gate) =>
        `| ${gate.name} | ${gate.seconds} | ${gate.cpuSeconds} | ${busy(gate)} | ${gate.passed ? "passed" : "FAILED"} |`,
    ),
    `| all | ${total} | ${cpuTotal} | ${busy({ seconds: total, cpuSeconds: cpuTotal })} | |`,
  ];
  const reports = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
  for (const report of reports.sort()) {
    const files = slowestFiles(path.join(dir, report));
    if (files.length === 0) continue;
    lines.push(
      "",
      `## ${path.basename(report, ".json")}: the ${Math.min(SLOWEST, files.length)} slowest of ${files.length} files`,
      "",
      "| File | Seconds | Tests |",
      "|---|--:|--:|",
      ...files
        .slice(0, SLOWEST)
        .map((file) => `| ${file.name} | ${file.seconds.toFixed(1)} | ${file.tests} |`),
    );
  }
  writeFileSync("bench/test-times.md", `${lines.join("\n")}\n`);
}
