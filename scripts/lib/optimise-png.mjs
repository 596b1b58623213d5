// Lossless PNG optimisation of the image baselines: oxipng (WebAssembly, from npm) re-encodes a
// PNG smaller, and the result is kept only when it decodes to exactly the same pixels.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { samePixels } from "./same-pixels.cjs";

const require = createRequire(import.meta.url);
let ready;

async function oxipng() {
  ready ??= (async () => {
    const { init, default: optimise } = await import("@jsquash/oxipng/optimise.js");
    const wasm = readFileSync(require.resolve("@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm"));
    await init(await WebAssembly.compile(wasm));
    return optimise;
  })();
  return ready;
}

/** The smallest lossless encoding found of a PNG (the input itself when nothing is smaller). */
export async function optimisePng(png) {
  const optimise = await oxipng();
  const copy = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength);
  const smaller = Buffer.from(await optimise(copy, { level: 2, optimiseAlpha: false }));
  if (smaller.length >= png.length) return png;
  if (!(await samePixels(png, smaller))) throw new Error("oxipng changed the pixels");
  return smaller;
}
