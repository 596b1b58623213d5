// Re-encodes image baselines losslessly (oxipng), keeping every pixel: `npm run visual:optimise`
// does all of tests/visual/, or the files named. The Storybook gate runs it on the baselines it
// writes, so they are committed small.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { optimisePng } from "./lib/optimise-png.mjs";

export const BASELINES = "tests/visual";

/** Optimises each file in place; returns the bytes before and after. */
export async function optimiseFiles(files) {
  let before = 0;
  let after = 0;
  for (const file of files) {
    const png = readFileSync(file);
    const smaller = await optimisePng(png);
    if (smaller !== png) writeFileSync(file, smaller);
    before += png.length;
    after += smaller.length;
  }
  return { before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2);
  const files = named.length
    ? named
    : readdirSync(BASELINES)
        .filter((name) => name.endsWith(".png"))
        .map((name) => path.join(BASELINES, name));
  const { before, after } = await optimiseFiles(files);
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  console.log(`${files.length} baseline(s): ${mb(before)} MB -> ${mb(after)} MB, same pixels`);
}
