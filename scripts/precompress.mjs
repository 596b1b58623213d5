// After `gatsby build`: a Brotli and a gzip copy beside every text file of public/ worth
// compressing, made once at the highest levels, which the production server sends as they are
// (@fastify/static's preCompressed) instead of compressing the same bytes for every request.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { writeCompressedCopies } from "./lib/compressed-copies.mjs";

const ROOT = process.argv[2] ?? "public";
const TEXT = /\.(?:html|js|css|json|svg|xml|txt|md|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(ROOT)) {
  const stats = statSync(file);
  if (stats.size < MIN_BYTES) continue;
  const data = readFileSync(file);
  const brBytes = writeCompressedCopies(file, data);
  count += 1;
  before += data.length;
  after += brBytes;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `Precompressed ${count} files in ${ROOT}/: ${kib(before)} -> ${kib(after)} with Brotli`,
);
