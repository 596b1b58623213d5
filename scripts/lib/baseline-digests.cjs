// @ts-check
// The digests of the image baselines, tests/visual/digests.json: for each baseline, the SHA-1 of
// its file and the digest of its pixels (`pixelDigest`). Decoding a large WebP baseline takes
// longer than the screenshot it is compared with; with its digest, an image that matches is known
// to match from its own pixels. A digest counts only for the very file it was taken from, so a
// baseline changed by any means is decoded and compared again until its digest is refreshed: the
// digests can make the gate slower when out of date, never let an image pass that differs.
// CommonJS so that both the plain-Node scripts and the Storybook test-runner (Jest) can load it.
const { createHash } = require("node:crypto");
const { existsSync, readFileSync, writeFileSync } = require("node:fs");
const path = require("node:path");
const { BASELINES, baselineFiles, pixelDigest, pixels } = require("./baseline-image.cjs");

const DIGESTS = path.join(BASELINES, "digests.json");

/** @typedef {{ file: string; pixels: string }} Digest */

/** @param {Buffer} bytes */
const fileDigest = (bytes) => createHash("sha1").update(bytes).digest("hex");

/**
 * @param {string} digestsFile
 * @returns {Record<string, Digest>}
 */
const readDigests = (digestsFile) =>
  existsSync(digestsFile) ? JSON.parse(readFileSync(digestsFile, "utf8")) : {};

/** @type {Record<string, Digest> | undefined} */
let loaded;

/**
 * The pixel digest recorded for baseline `id`, if it was taken from exactly these bytes.
 * @param {string} id
 * @param {Buffer} baseline
 */
function recordedPixels(id, baseline) {
  loaded ??= readDigests(DIGESTS);
  const digest = loaded[id];
  return digest && digest.file === fileDigest(baseline) ? digest.pixels : undefined;
}

/** @param {string} file */
const idOf = (file) => path.basename(file, ".webp");

/**
 * What is out of date in these digests of these baseline files: baselines with no digest of their
 * present bytes, and digests of no baseline.
 * @param {string[]} files
 * @param {Record<string, Digest>} digests
 */
function outdated(files, digests) {
  const ids = new Set(files.map(idOf));
  return {
    stale: files.filter((file) => digests[idOf(file)]?.file !== fileDigest(readFileSync(file))),
    orphaned: Object.keys(digests).filter((id) => !ids.has(id)),
  };
}

/**
 * What is out of date in the digests file for these baseline files (see `outdated`).
 * @param {string[]} files
 * @param {string} [digestsFile]
 */
const outdatedDigests = (files, digestsFile = DIGESTS) => outdated(files, readDigests(digestsFile));

/**
 * Brings the digests up to date with these baseline files (decoding only the stale ones) and
 * writes them, one baseline a line, sorted; returns how many it took again and dropped.
 * @param {string[]} files
 * @param {string} [digestsFile]
 */
async function refreshDigests(files, digestsFile = DIGESTS) {
  const recorded = readDigests(digestsFile);
  const { stale, orphaned } = outdated(files, recorded);
  const digests = new Map(Object.entries(recorded));
  for (const id of orphaned) digests.delete(id);
  for (const file of stale) {
    const bytes = readFileSync(file);
    digests.set(idOf(file), { file: fileDigest(bytes), pixels: pixelDigest(await pixels(bytes)) });
  }
  const lines = [...digests.keys()]
    .sort()
    .map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(digests.get(id))}`);
  writeFileSync(digestsFile, `{\n${lines.join(",\n")}\n}\n`);
  return { taken: stale.length, dropped: orphaned.length };
}

module.exports = { DIGESTS, recordedPixels, outdatedDigests, refreshDigests };

// `npm run visual:digests`: takes the digests of every baseline changed since they were taken.
if (require.main === module) {
  void refreshDigests(baselineFiles()).then(({ taken, dropped }) =>
    console.log(`Baseline digests: ${taken} taken, ${dropped} dropped`),
  );
}
