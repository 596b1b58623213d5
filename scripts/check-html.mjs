// `node scripts/check-html.mjs`: every built page (public/**/*.html) through the W3C's HTML
// validator (vnu, the Nu Html Checker, from the vnu-jar package). Fails on any error, listing
// each with its page and line; warnings are not counted. Build first (`npm run build`).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { findJava } from "./lib/java.mjs";
import { requireBuiltSite } from "./lib/serve.mjs";

const PUBLIC = "public";
/** Gatsby's slices: fragments it stitches into pages at build time, never a document of their own. */
const FRAGMENTS = path.join(PUBLIC, "_gatsby");

function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === FRAGMENTS ? [] : pages(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

requireBuiltSite();

const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);
const files = pages(PUBLIC).sort();
const run = spawnSync(
  findJava(),
  ["-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (run.status !== 0) {
  console.error(`vnu did not run (${run.status}): ${run.stderr}`);
  process.exit(1);
}
// vnu writes its JSON report to standard error.
const { messages } = JSON.parse(run.stderr);
const errors = messages.filter((message) => message.type === "error");
for (const error of errors) {
  const page = path.relative(PUBLIC, new URL(error.url).pathname);
  console.log(`${page}:${error.lastLine ?? "?"}: ${error.message}`);
}
console.log(`${files.length} pages checked: ${errors.length} errors`);
process.exit(errors.length ? 1 : 0);
