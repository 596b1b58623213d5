// Whether two PNGs decode to the same pixels, decoded natively by sharp (libvips). CommonJS so
// that both the plain-Node scripts and the Storybook test-runner (Jest) can load it.
const sharp = require("sharp");

/** Width, height and RGBA bytes: what an image comparison looks at. */
async function pixels(png) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

async function samePixels(a, b) {
  const [left, right] = await Promise.all([pixels(a), pixels(b)]);
  return left.width === right.width && left.height === right.height && left.data.equals(right.data);
}

module.exports = { samePixels };
