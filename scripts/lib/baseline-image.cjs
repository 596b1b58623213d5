// @ts-check
// The Storybook gate's image baselines: lossless WebP, compared by their pixels. CommonJS so that
// both the plain-Node scripts and the Storybook test-runner (Jest) can load it.
const { createHash } = require("node:crypto");
const { readdirSync } = require("node:fs");
const path = require("node:path");
const sharp = require("sharp");
const pixelmatch = require("pixelmatch");

/** The folder of the committed baselines. */
const BASELINES = path.join(__dirname, "../../tests/visual");

/** The committed baselines, as paths. */
const baselineFiles = () =>
  readdirSync(BASELINES)
    .filter((name) => name.endsWith(".webp"))
    .map((name) => path.join(BASELINES, name));

/**
 * @typedef {{ sameSize: false; size: string; baselineSize: string }
 *   | { sameSize: true; differing: number; ratio: number; diff?: () => Promise<Buffer> }} Comparison
 */

/**
 * Width, height and RGBA bytes: what an image comparison looks at.
 * @param {Buffer} image
 */
async function pixels(image) {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * A digest of an image's size and pixels: two images with the same digest look the same.
 * @param {{ width: number; height: number; data: Buffer }} image
 */
const pixelDigest = ({ width, height, data }) =>
  createHash("sha1").update(`${width}x${height}:`).update(data).digest("hex");

/**
 * @param {Buffer} a
 * @param {Buffer} b
 * @returns {Promise<boolean>}
 */
async function samePixels(a, b) {
  const [left, right] = await Promise.all([pixels(a), pixels(b)]);
  return left.width === right.width && left.height === right.height && left.data.equals(right.data);
}

/**
 * An image as a lossless WebP baseline, checked to decode to the same pixels. `smallest` spends
 * several times longer for the smallest file: for what is committed, not for the gate's own run.
 * @param {Buffer} image
 * @param {{ smallest?: boolean }} [options]
 * @returns {Promise<Buffer>}
 */
async function encodeBaseline(image, { smallest = false } = {}) {
  const effort = smallest ? { effort: 6, quality: 100 } : { effort: 4, quality: 50 };
  const webp = await sharp(image)
    .webp({ lossless: true, ...effort })
    .toBuffer();
  if (!(await samePixels(image, webp))) throw new Error("WebP encoding changed the pixels");
  return webp;
}

/**
 * How a new image differs from its baseline. Pixels count as different as jest-image-snapshot
 * counted them: pixelmatch at threshold 0.01, anti-aliased edges ignored. `diff` is a PNG that
 * marks them in red over the faded baseline. Given the baseline's `pixelDigest`, an image with
 * that digest matches without the baseline being decoded, most of a comparison's time.
 * @param {Buffer} received
 * @param {Buffer} baseline
 * @param {string} [baselineDigest]
 * @returns {Promise<Comparison>}
 */
async function compareImages(received, baseline, baselineDigest) {
  const now = await pixels(received);
  if (baselineDigest && pixelDigest(now) === baselineDigest) {
    return { sameSize: true, differing: 0, ratio: 0 };
  }
  const before = await pixels(baseline);
  const size = (/** @type {{ width: number; height: number }} */ image) =>
    `${image.width}x${image.height}`;
  if (size(now) !== size(before)) {
    return { sameSize: false, size: size(now), baselineSize: size(before) };
  }
  if (now.data.equals(before.data)) return { sameSize: true, differing: 0, ratio: 0 };
  const { width, height } = now;
  const marked = Buffer.alloc(now.data.length);
  const differing = pixelmatch(before.data, now.data, marked, width, height, { threshold: 0.01 });
  const diff = () =>
    sharp(marked, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
  return { sameSize: true, differing, ratio: differing / (width * height), diff };
}

module.exports = {
  BASELINES,
  baselineFiles,
  pixels,
  pixelDigest,
  samePixels,
  encodeBaseline,
  compareImages,
};
