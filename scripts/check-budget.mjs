// Budget gate: every built route's JavaScript, CSS and total transfer (gzip bytes, see
// scripts/lib/budget.mjs), its inline CSS (uncompressed) and its element count must stay within
// its limit in bench/budgets.json. Sizes, not timings, so
// the gate gives the same answer on every machine. `--update` writes today's figures as the limits
// (do that only on purpose, and say why in the commit).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { KIB, limitsFor, measureRoute, overBudget } from "./lib/budget.mjs";
import { builtRoutes, routeHtmlPath } from "./lib/routes.mjs";

const BUDGETS_FILE = "bench/budgets.json";
const read = (url) => readFileSync(path.join("public", url));
const { namedChunkGroups: chunkGroups } = JSON.parse(read("webpack.stats.json"));

const figures = Object.fromEntries(
  builtRoutes().map((route) => {
    const pageDataRoute = route === "/" ? "index" : route.slice(1);
    return [
      route,
      measureRoute({
        html: readFileSync(routeHtmlPath(route), "utf8"),
        pageData: readFileSync(
          path.join("public/page-data", pageDataRoute, "page-data.json"),
          "utf8",
        ),
        chunkGroups,
        read,
      }),
    ];
  }),
);

const kib = (bytes) => (bytes / KIB).toFixed(1);
console.log("Route | JS KiB | CSS KiB | Total KiB (gzip) | Inline CSS KiB (raw) | Elements");
for (const [route, f] of Object.entries(figures))
  console.log(
    `${route} | ${kib(f.js)} | ${kib(f.css)} | ${kib(f.total)} | ${kib(f.inlineCss)} | ${f.elements}`,
  );

if (process.argv.includes("--update")) {
  const budgets = Object.fromEntries(
    Object.entries(figures).map(([route, f]) => [route, limitsFor(f)]),
  );
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`\nWrote ${BUDGETS_FILE} from today's figures.`);
  process.exit(0);
}

const budgets = JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));
const problems = Object.entries(figures).flatMap(([route, f]) =>
  overBudget(route, f, budgets[route]),
);
if (problems.length) {
  console.error(`\n${problems.join("\n")}`);
  console.error(
    `\nMake the page lighter, or, if the growth is worth it, raise the limit in ${BUDGETS_FILE} (npm run budget -- --update) and say why in the commit.`,
  );
  process.exit(1);
}
console.log(`\nEvery route is within its budget (${BUDGETS_FILE}).`);
