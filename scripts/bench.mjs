// `npm run bench`: how the built site feels on a mid-range phone, written to bench/results.md.
// Lighthouse's mobile preset with applied throttling (DevTools limits the network and slows this
// machine's CPU 4x, so the page really runs that slowly) over every route, three runs each, plus
// the floor (the home page with its scripts stripped); then real-user figures from the same
// throttled browser (scripts/lib/real-user.mjs). A measurement, not a test: it never fails on a
// score.
//   --no-build          reuse public/ (build it with an analytics id, as the bench does)
//   --runs N            runs per page (3)
//   --peer URL          also measure this page of another site in the same run (repeatable)
//   --baseline ORIGIN   also measure every route of another build served at ORIGIN (such as main
//                       before a change), interleaved with ours
//   --no-real-user      Lighthouse only
//   --phone             the phone bench instead (scripts/lib/phone-bench.mjs): every public route,
//                       the floor and any --peer, 5 visits each (--runs N), round-robin
//   --busy              with --phone: a CPU-bound process beside the browser (a phone with apps open)
//   --api               the leads endpoint under load instead (scripts/lib/api-bench.mjs)
//   --inbox             the owner's inbox's store with 100,000 leads instead (scripts/bench-inbox.mjs;
//                       --leads N, --runs N), written to bench/inbox-results.md
//   /path ...           only these routes
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { apiSection, benchApi } from "./lib/api-bench.mjs";
import { benchInbox } from "./bench-inbox.mjs";
import { CHROME_FLAGS, findChrome } from "./lib/chrome.mjs";
import { FLOOR_ROUTE, writeFloor } from "./lib/floor.mjs";
import { median } from "./lib/median.mjs";
import { benchPhone, PHONE_HEADINGS, phoneSection } from "./lib/phone-bench.mjs";
import { CALCULATOR_ROUTE, measureRealUser } from "./lib/real-user.mjs";
import { builtRoutes, routeHtmlPath } from "./lib/routes.mjs";
import { run, startProductionServer } from "./lib/serve.mjs";

const args = process.argv.slice(2);
const valuesOf = (flag) => args.flatMap((arg, i) => (args[i - 1] === flag ? [arg] : []));
const PHONE = args.includes("--phone");
const RUNS = Number(valuesOf("--runs")[0] ?? (PHONE ? 5 : 3));
const PEERS = valuesOf("--peer");
const BASELINE = valuesOf("--baseline")[0]?.replace(/\/$/, "");
const VALUE_FLAGS = ["--runs", "--peer", "--baseline", "--leads"];
const onlyRoutes = args.filter(
  (arg, i) => arg.startsWith("/") && !VALUE_FLAGS.includes(args[i - 1]),
);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// An owner ships with an analytics id, and with one the consent banner shows on the first visit.
const BENCH_MEASUREMENT_ID = "G-BENCH00001";

const GOAL = { performance: 95, others: 100 };

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
    fcpMs: Math.round(audit("first-contentful-paint").numericValue),
    lcpMs: Math.round(audit("largest-contentful-paint").numericValue),
    tbtMs: Math.round(audit("total-blocking-time").numericValue),
    cls: Number(audit("cumulative-layout-shift").numericValue.toFixed(3)),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
  };
}

/** Each figure's median over the runs, and the performance score's lowest and highest. */
function summarise(runs) {
  const keys = Object.keys(runs[0]);
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));
  const scores = runs.map((r) => r.performance);
  return { ...medians, spread: [Math.min(...scores), Math.max(...scores)] };
}

const MAX_FAILED_TRACES = 3;

async function lighthouseRuns(chromePath, url) {
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
        throttlingMethod: "devtools",
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const error = result.lhr.runtimeError;
      // Chrome now and then loses a trace (NO_NAVSTART): that run measured nothing, so it is
      // run again, a bounded number of times.
      if (error && failedTraces < MAX_FAILED_TRACES) {
        failedTraces += 1;
        console.warn(`  ${url}: ${error.code}, running again`);
        continue;
      }
      if (error) throw new Error(`${url}: ${error.message}`);
      lhrs.push(result.lhr);
    }
    return lhrs;
  } finally {
    await chrome.kill();
  }
}

function rawName(label) {
  const name = label === "/" ? "home" : label.replace(/^https?:\/\//, "").replace(/^\//, "");
  return name.replaceAll(/[^a-z0-9.-]+/gi, "_");
}

/** The run whose performance score is the median, kept as the raw report. */
function medianRun(lhrs) {
  const byScore = [...lhrs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return byScore[Math.floor(byScore.length / 2)];
}

async function measure(chromePath, label, url) {
  process.stdout.write(`Lighthouse ${label} x${RUNS}... `);
  const lhrs = await lighthouseRuns(chromePath, url);
  writeFileSync(path.join("bench/raw", `${rawName(label)}.json`), JSON.stringify(medianRun(lhrs)));
  const f = summarise(lhrs.map(figures));
  console.log(
    `performance ${f.performance} (${f.spread.join("-")}), LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, JS ${f.jsKb} KiB`,
  );
  return f;
}

const score = (f) => `${f.performance} (${f.spread.join("–")})`;

function lighthouseTable(rows) {
  const before = Boolean(BASELINE);
  const head = before
    ? "| Page | Performance (runs' range) | Before | FCP (ms) | LCP (ms) | Before | TBT (ms) | Before | CLS | JS (KiB) | Before | A11y / BP / SEO |"
    : "| Page | Performance (runs' range) | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JS (KiB) | A11y / BP / SEO |";
  const rule = before
    ? "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|"
    : "|---|--:|--:|--:|--:|--:|--:|--:|";
  const lines = rows.map(({ label, f, b }) => {
    const others = `${f.accessibility} / ${f.bestPractices} / ${f.seo}`;
    return before && b
      ? `| ${label} | ${score(f)} | ${score(b)} | ${f.fcpMs} | ${f.lcpMs} | ${b.lcpMs} | ${f.tbtMs} | ${b.tbtMs} | ${f.cls} | ${f.jsKb} | ${b.jsKb} | ${others} |`
      : before
        ? `| ${label} | ${score(f)} | | ${f.fcpMs} | ${f.lcpMs} | | ${f.tbtMs} | | ${f.cls} | ${f.jsKb} | | ${others} |`
        : `| ${label} | ${score(f)} | ${f.fcpMs} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${f.jsKb} | ${others} |`;
  });
  return [head, rule, ...lines].join("\n");
}

/** A page kept out of search engines on purpose (a thank-you page, a document), by its robots tag. */
function isUnlisted(route) {
  return /<meta[^>]*name="robots"[^>]*noindex/i.test(readFileSync(routeHtmlPath(route), "utf8"));
}

function goalVerdict(routeRows) {
  const unlisted = routeRows.filter(({ label }) => isUnlisted(label)).map(({ label }) => label);
  const misses = routeRows.flatMap(({ label, f }) => {
    const missed = [
      f.performance < GOAL.performance && `performance ${f.performance}`,
      f.accessibility < GOAL.others && `accessibility ${f.accessibility}`,
      f.bestPractices < GOAL.others && `best practices ${f.bestPractices}`,
      f.seo < GOAL.others && !unlisted.includes(label) && `SEO ${f.seo}`,
    ].filter(Boolean);
    return missed.length ? [`- ${label}: ${missed.join(", ")}`] : [];
  });
  const goal =
    `Goal for every route: performance ${GOAL.performance} or more with applied throttling; accessibility, best practices and SEO ${GOAL.others}.` +
    (unlisted.length
      ? ` ${unlisted.join(", ")} ${unlisted.length > 1 ? "are" : "is"} noindex on purpose, which Lighthouse's SEO score counts against a page: SEO does not apply there.`
      : "");
  return misses.length
    ? `${goal} Missed:\n\n${misses.join("\n")}`
    : `${goal} Met on all ${routeRows.length} routes.`;
}

function realUserTable(rows) {
  const before = Boolean(BASELINE);
  const cell = (o, key) => (o?.[key] === null || o?.[key] === undefined ? "" : o[key]);
  const head = before
    ? "| Route | Responds to input (ms, runs' range) | Before | Menu INP (ms) | Before | Typing INP (ms) | Before |"
    : "| Route | Responds to input (ms, runs' range) | Menu INP (ms) | Typing INP (ms) |";
  const rule = before ? "|---|--:|--:|--:|--:|--:|--:|" : "|---|--:|--:|--:|";
  const responds = (o) => (o ? `${o.respondsMs} (${o.respondsRange.join("–")})` : "");
  const lines = rows.map(({ route, byOrigin: [ours, base] }) =>
    before
      ? `| ${route} | ${responds(ours)} | ${responds(base)} | ${ours.menuInpMs} | ${cell(base, "menuInpMs")} | ${cell(ours, "typingInpMs")} | ${cell(base, "typingInpMs")} |`
      : `| ${route} | ${responds(ours)} | ${ours.menuInpMs} | ${cell(ours, "typingInpMs")} |`,
  );
  return [head, rule, ...lines].join("\n");
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

if (args.includes("--inbox")) {
  const met = await benchInbox({
    count: Number(valuesOf("--leads")[0] ?? 100_000),
    runs: Number(valuesOf("--runs")[0] ?? 50),
  });
  process.exit(met ? 0 : 1);
}

const chromePath = findChrome();
if (!args.includes("--no-build")) {
  const env = { ...process.env };
  env.GATSBY_GA_MEASUREMENT_ID ||= BENCH_MEASUREMENT_ID;
  const code = await run("npm", ["run", "build"], { env });
  if (code !== 0) process.exit(code);
}

if (args.includes("--api")) {
  const results = await benchApi();
  const date = new Date().toISOString().slice(0, 10);
  writeSection("## Leads and pages under load", apiSection(results, date, cpus().length));
  console.log('\nWrote the section "Leads and pages under load" of bench/results.md.');
  process.exit(results.rows.every((row) => row.ok) ? 0 : 1);
}

const FLOOR_LABEL = "/ without JavaScript (the floor)";
const chromium = execFileSync(chromePath, ["--version"]).toString().trim();

if (PHONE) {
  const routes = onlyRoutes.length ? onlyRoutes : builtRoutes().filter((r) => !isUnlisted(r));
  const removeFloor = writeFloor();
  const server = await startProductionServer({
    LEADS_DATA_DIR: path.resolve(".cache/bench-leads"),
  });
  const busy = args.includes("--busy");
  try {
    const pages = [
      ...routes.map((route) => ({ label: route, url: `${server.baseUrl}${route}` })),
      { label: FLOOR_LABEL, url: `${server.baseUrl}${FLOOR_ROUTE}` },
      ...PEERS.map((peer) => ({ label: `peer: ${peer}`, url: peer })),
    ];
    console.log(`Phone bench${busy ? " with a busy core" : ""}: ${pages.length} pages x${RUNS}`);
    const rows = await benchPhone(chromePath, pages, { runs: RUNS, busy });
    const date = new Date().toISOString().slice(0, 10);
    writeSection(
      busy ? PHONE_HEADINGS.busy : PHONE_HEADINGS.quiet,
      phoneSection(rows, { busy, runs: RUNS, date, chromium }),
    );
  } finally {
    await server.stop();
    removeFloor();
  }
  console.log("\nWrote the phone bench's section of bench/results.md.");
  process.exit(0);
}

const routes = onlyRoutes.length ? onlyRoutes : builtRoutes();
// The floor is measured in the same run as the routes, served by the same server.
const removeFloor = writeFloor();
const server = await startProductionServer({ LEADS_DATA_DIR: path.resolve(".cache/bench-leads") });

const rows = [];
let realUser = null;
mkdirSync("bench/raw", { recursive: true });
try {
  for (const route of routes) {
    const f = await measure(chromePath, route, `${server.baseUrl}${route}`);
    const b = BASELINE ? await measure(chromePath, `before ${route}`, `${BASELINE}${route}`) : null;
    rows.push({ label: route, f, b });
  }
  rows.push({
    label: FLOOR_LABEL,
    f: await measure(chromePath, "floor", `${server.baseUrl}${FLOOR_ROUTE}`),
  });
  for (const peer of PEERS)
    rows.push({ label: `peer: ${peer}`, f: await measure(chromePath, peer, peer) });
  if (!args.includes("--no-real-user")) {
    console.log("Real-user figures at 4x CPU:");
    const origins = BASELINE ? [server.baseUrl, BASELINE] : [server.baseUrl];
    realUser = await measureRealUser(chromePath, origins, routes, { runs: RUNS });
  }
} finally {
  await server.stop();
  removeFloor();
}

const { version: lighthouseVersion } = JSON.parse(
  execFileSync("node", ["-p", "JSON.stringify(require('lighthouse/package.json'))"]).toString(),
);
const routeRows = rows.filter((row) => routes.includes(row.label));
const realUserSection = realUser
  ? `
## As a phone feels it

The same throttling in Chromium driven by Playwright (scripts/lib/real-user.mjs), ${RUNS} visits per
route, medians. *Responds to input*: milliseconds from navigation until React has hydrated the
header's menu button, from which a tap opens the menu. *Menu INP*: the Interaction to Next Paint of
that tap, once the page has loaded. *Typing INP*: the worst interaction while typing a six-digit
monthly revenue into the ROI calculator on ${CALCULATOR_ROUTE}, one key every 150 ms, once the
field has hydrated. Interactions under 16 ms leave no Event Timing entry and show as 16.

${realUserTable(realUser)}
`
  : "";
const report = `# Benchmark

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion}, mobile preset with
applied throttling (\`throttlingMethod: devtools\`: Lighthouse's slow-4G latency and bandwidth, and
this machine's CPU slowed 4x), ${chromium}, headless, against the production server on loopback,
built with an analytics id so the consent banner shows. ${RUNS} runs per page; each figure is its
median, the performance score with its lowest and highest run. JS is the compressed transfer size
of every script the page loads.${BASELINE ? ` *Before* is another build served at ${BASELINE} (main before the change being measured), measured interleaved with ours in the same run.` : ""}

${lighthouseTable(rows)}

The floor is the built home page with every script removed (scripts/lib/floor.mjs): what HTML, CSS
and fonts cost alone.${PEERS.length ? " A peer is another site's page, built and served beside ours for comparison." : ""}

## Goal

${goalVerdict(routeRows)}
${realUserSection}`;
// The sections written by `--api` and `--phone` come after the page bench's, which keeps them.
const KEPT_HEADINGS = ["## Leads and pages under load", ...Object.values(PHONE_HEADINGS)];
const previous = existsSync("bench/results.md") ? readFileSync("bench/results.md", "utf8") : "";
const keptFrom = Math.min(
  ...KEPT_HEADINGS.map((heading) => previous.indexOf(heading)).filter((at) => at >= 0),
);
const kept = Number.isFinite(keptFrom) ? previous.slice(keptFrom) : "";
writeFileSync("bench/results.md", kept ? `${report.trimEnd()}\n\n${kept}` : report);
console.log(`\nWrote bench/results.md (${rows.length} pages).`);
