// `npm run bench`: Lighthouse (mobile preset, simulated throttling) over every built route, five
// runs each, plus the floor (the home page with its JavaScript stripped), every figure's median over
// the runs reported in bench/results.md, then the calculators' input latency from their InputLatency stories. A benchmark, not a test: it never
// fails on a score. `--no-build` reuses public/ and storybook-static/; `--runs N` changes the run
// count; `--no-latency` skips the latency stories; paths after the flags limit the routes
// (e.g. `npm run bench -- --no-build /`).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { median } from "./lib/median.mjs";
import { CHROME_FLAGS, findChrome } from "./lib/chrome.mjs";
import { measureInputLatency } from "./lib/input-latency.mjs";
import { FLOOR_FILE, FLOOR_ROUTE, stripScripts } from "./lib/floor.mjs";
import { builtRoutes } from "./lib/routes.mjs";
import { cpus } from "node:os";
import { apiSection, benchApi } from "./lib/api-bench.mjs";
import { run, startProductionServer } from "./lib/serve.mjs";

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const RUNS = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 5;
const isRunCount = (index) => runsIndex >= 0 && index === runsIndex + 1;
const onlyRoutes = args.filter((arg, index) => arg.startsWith("/") && !isRunCount(index));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

// The goal of the final issue, for every route.
const GOAL = { performance: 98, tbtMs: 100, cls: 0.01, lcpMs: 1500, others: 100 };

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit("network-requests")?.details?.items ?? [];
  const jsBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint").numericValue),
    tbtMs: Math.round(audit("total-blocking-time").numericValue),
    cls: Number(audit("cumulative-layout-shift").numericValue.toFixed(3)),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
    // Lighthouse's measure of this machine's speed when the run started (higher is faster).
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Each figure's median over the runs (a single "median run" lets one noisy run decide TBT). */
function medianFigures(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

const MAX_FAILED_TRACES = 3;

async function measure(chromePath, url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROME_FLAGS],
  });
  try {
    const lhrs = [];
    let failedTraces = 0;
    while (lhrs.length < RUNS) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const error = result.lhr.runtimeError;
      // Chrome now and then loses a trace (NO_NAVSTART, "please run Lighthouse again"): that run
      // measured nothing, so it is run again, a bounded number of times.
      if (error && failedTraces < MAX_FAILED_TRACES) {
        failedTraces += 1;
        console.warn(`  ${url}: ${error.code}, running again`);
        continue;
      }
      if (error) throw new Error(`${url}: ${error.message}`);
      lhrs.push(result.lhr);
    }
    return { lhrs, medianRun: computeMedianRun(lhrs) };
  } finally {
    await chrome.kill();
  }
}

function table(rows) {
  const head =
    "| Route | Performance | Accessibility | Best practices | SEO | LCP (ms) | TBT (ms) | CLS | JS (KiB, compressed) | Machine (benchmark index) |";
  const rule = "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|";
  const lines = rows.map(
    ({ route, f }) =>
      `| ${route} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${f.jsKb} | ${f.benchmarkIndex} |`,
  );
  return [head, rule, ...lines].join("\n");
}

function goalMisses(f) {
  const checks = [
    [`performance ${f.performance}`, f.performance >= GOAL.performance],
    [`TBT ${f.tbtMs} ms`, f.tbtMs <= GOAL.tbtMs],
    [`CLS ${f.cls}`, f.cls <= GOAL.cls],
    [`LCP ${f.lcpMs} ms`, f.lcpMs <= GOAL.lcpMs],
    [`accessibility ${f.accessibility}`, f.accessibility === GOAL.others],
    [`best practices ${f.bestPractices}`, f.bestPractices === GOAL.others],
    [`SEO ${f.seo}`, f.seo === GOAL.others],
  ];
  return checks.filter(([, ok]) => !ok).map(([text]) => text);
}

function goalVerdict(measured) {
  const lines = measured.map(({ route, f }) => {
    const misses = goalMisses(f);
    return `- ${route}: ${misses.length ? `missed (${misses.join(", ")})` : "met"}`;
  });
  return `Goal for every route: performance ≥ ${GOAL.performance}; accessibility, best practices and SEO ${GOAL.others}; TBT ≤ ${GOAL.tbtMs} ms; CLS ≤ ${GOAL.cls}; LCP ≤ ${GOAL.lcpMs} ms.

${lines.join("\n")}`;
}

/** Replaces (or adds) one section of bench/results.md, from its heading to the next "## ". */
function writeSection(heading, text) {
  const previous = existsSync("bench/results.md") ? readFileSync("bench/results.md", "utf8") : "";
  const start = previous.indexOf(heading);
  if (start < 0) {
    writeFileSync("bench/results.md", `${previous.trimEnd()}\n\n${text}`);
    return;
  }
  const next = previous.indexOf("\n## ", start + heading.length);
  const rest = next < 0 ? "" : previous.slice(next + 1);
  writeFileSync("bench/results.md", `${previous.slice(0, start)}${text}${rest ? `\n${rest}` : ""}`);
}

const chromePath = findChrome();
if (!args.includes("--no-build")) {
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}

if (args.includes("--api")) {
  const results = await benchApi();
  const date = new Date().toISOString().slice(0, 10);
  writeSection("## Leads and pages under load", apiSection(results, date, cpus().length));
  console.log('\nWrote the section "Leads and pages under load" of bench/results.md.');
  process.exit(results.rows.every((row) => row.ok) ? 0 : 1);
}
const routes = onlyRoutes.length ? onlyRoutes : builtRoutes();
// The floor is measured in the same run as the routes, served by the same server.
const floorPath = path.join("public", FLOOR_FILE);
writeFileSync(floorPath, stripScripts(readFileSync("public/index.html", "utf8")));
const FLOOR_LABEL = "/ without JavaScript (the floor)";
const server = await startProductionServer({ LEADS_DATA_DIR: path.resolve(".cache/bench-leads") });

const rows = [];
mkdirSync("bench/raw", { recursive: true });
try {
  for (const route of [...routes, FLOOR_ROUTE]) {
    process.stdout.write(`Lighthouse ${route} x${RUNS}... `);
    const { lhrs, medianRun } = await measure(chromePath, `${server.baseUrl}${route}`);
    const name =
      route === FLOOR_ROUTE
        ? "floor"
        : route === "/"
          ? "home"
          : route.slice(1).replaceAll("/", "_");
    writeFileSync(path.join("bench/raw", `${name}.json`), JSON.stringify(medianRun));
    const runs = lhrs.map(figures);
    const f = medianFigures(runs);
    rows.push({ route: route === FLOOR_ROUTE ? FLOOR_LABEL : route, f });
    const tbts = runs.map((run) => run.tbtMs).join(", ");
    console.log(
      `performance ${f.performance}, TBT ${f.tbtMs} ms (runs: ${tbts}), CLS ${f.cls}, JS ${f.jsKb} KB, benchmark index ${f.benchmarkIndex}`,
    );
  }
} finally {
  await server.stop();
  rmSync(floorPath, { force: true });
}

const latency = args.includes("--no-latency")
  ? null
  : await measureInputLatency(chromePath, { runs: RUNS, build: !args.includes("--no-build") });

function latencySection(results) {
  if (!results) return "";
  const rows = results.map(
    (r) => `| ${r.name} | ${r.keystrokes} | ${r.medianMs} | ${r.p95Ms} | ${r.maxMs} |`,
  );
  return `
## Input latency of the calculators

Each calculator's InputLatency story (stories/tools/) types into a field one key at a time and, for
every keystroke, times the input event to the moment the results on screen changed; its play
function fails, and leaves no figures, unless every change lands before the next animation frame,
so every keystroke counted below updated the results within one frame. ${RUNS} runs of each story
in a static Storybook, headless Chromium, no CPU throttling (this machine as it is).

| Calculator | Keystrokes (each within one frame) | Median (ms) | p95 (ms) | Max (ms) |
|---|--:|--:|--:|--:|
${rows.join("\n")}
`;
}

const chromium = execFileSync(chromePath, ["--version"]).toString().trim();
const { version: lighthouseVersion } = JSON.parse(
  execFileSync("node", ["-p", "JSON.stringify(require('lighthouse/package.json'))"]).toString(),
);
const report = `# Benchmark

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion}, mobile preset
(simulated throttling), ${chromium}, headless, against the production server (\`npm run serve\`) on loopback. ${RUNS} runs per route;
each figure is its median over the runs. JS is the compressed transfer size (KiB, headers included) of
every script the page loads. The last column is Lighthouse's benchmark index of this machine during
the route's runs (higher is faster): simulated throttling multiplies the time each task took here,
so TBT moves inversely with it, and figures of two benches compare only beside it.

${table(rows)}

The last row is the floor: the built home page with every script removed
(scripts/lib/floor.mjs), measured in the same run, so it shows what HTML, CSS and fonts cost alone.

## Goal

${goalVerdict(rows.filter((row) => row.route !== FLOOR_LABEL))}
${latencySection(latency)}`;
// Sections recorded by hand (the speed work's before and after, the load test) start at one of
// these headings; a new bench keeps everything from the first of them on.
const KEPT_HEADINGS = [
  "## Speed work: before and after",
  "## Leads and pages under load",
  "## Load test of /api/subscribe",
];
const previous = existsSync("bench/results.md") ? readFileSync("bench/results.md", "utf8") : "";
const keptFrom = Math.min(
  ...KEPT_HEADINGS.map((heading) => previous.indexOf(heading)).filter((index) => index >= 0),
);
const kept = Number.isFinite(keptFrom) ? previous.slice(keptFrom) : "";
writeFileSync("bench/results.md", kept ? `${report.trimEnd()}\n\n${kept}` : report);
console.log(`\nWrote bench/results.md (${rows.length} routes).`);
