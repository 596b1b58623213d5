// Re-encodes image baselines at WebP's smallest lossless setting, keeping every pixel:
// `npm run visual:optimise` does all of tests/visual/, or the files named. The Storybook gate
// runs it on the baselines it writes, so they are committed small. Either then takes the digests of
// the baselines it changed (tests/visual/digests.json).
import { readFileSync, writeFileSync } from "node:fs";
import { refreshDigests } from "./lib/baseline-digests.cjs";
import { baselineFiles, encodeBaseline } from "./lib/baseline-image.cjs";

/** Optimises each file in place, two at a time; returns the bytes before and after. */
export async function optimiseFiles(files) {
  const queue = [...files];
  let before = 0;
  let after = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const image = readFileSync(file);
      const smallest = await encodeBaseline(image, { smallest: true });
      const kept = smallest.length < image.length ? smallest : image;
      if (kept !== image) writeFileSync(file, kept);
      before += image.length;
      after += kept.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return { before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2);
  const files = named.length ? named : baselineFiles();
  const { before, after } = await optimiseFiles(files);
  await refreshDigests(baselineFiles());
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  console.log(`${files.length} baseline(s): ${mb(before)} MB -> ${mb(after)} MB, same pixels`);
}
