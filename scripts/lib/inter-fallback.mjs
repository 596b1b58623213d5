// @ts-check
// The metric-matched stand-in for Inter: a local Arial-width face (Arial, Helvetica, or Liberation
// Sans, which is Arial's widths under a free licence), scaled with size-adjust so that a line of
// English text is as wide as in Inter at the same weight, and given Inter's ascent, descent and
// line gap. Text first laid out in it breaks where Inter's would, so the web font's arrival
// repaints the glyphs without moving a line. `npm run font:fallback` writes FALLBACK_CSS from the
// font files; tests/unit/font-fallback.test.ts computes it again and compares.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import * as prettier from "prettier";
import subsetFont from "subset-font";
import { CORE_FACE } from "./inter-core.mjs";

/** The stylesheet with the fallback faces, committed; imported by src/provider.tsx. */
export const FALLBACK_CSS = "src/theme/inter-fallback.css";

/** The family name the font stack (src/theme/tokens/fonts.ts) names after Inter. */
export const FALLBACK_FAMILY = "Inter fallback";

/** The weights the theme uses (src/theme/tokens/scales.ts), each with a face of its own. */
export const WEIGHTS = Object.freeze([400, 500, 600, 700, 800]);

/** From this weight a face draws with the bold file, as CSS synthesises bold from 600 on. */
const BOLD_FROM = 600;

/**
 * Liberation Sans's files as pdfjs-dist ships them, so that no machine's fonts are read.
 * @param {"Regular" | "Bold"} face
 */
const liberation = (face) =>
  createRequire(import.meta.url).resolve(`pdfjs-dist/standard_fonts/LiberationSans-${face}.ttf`);

/**
 * The local faces, by the full or PostScript names local() matches. Liberation Sans's files give
 * the metrics: its advance widths are Arial's, which are Helvetica's. The browser tries the names
 * in order, each miss one more look-up before the first layout (on Linux a call to the browser
 * process), so the two full names that machines have come first: Arial (Windows, macOS, iOS),
 * then Liberation Sans (Linux); the other spellings after them.
 */
const LOCAL = {
  regular: {
    names: ["Arial", "Liberation Sans", "ArialMT", "Helvetica", "LiberationSans"],
    file: liberation("Regular"),
  },
  bold: {
    names: [
      "Arial Bold",
      "Liberation Sans Bold",
      "Arial-BoldMT",
      "Helvetica Bold",
      "Helvetica-Bold",
      "LiberationSans-Bold",
    ],
    file: liberation("Bold"),
  },
};

/**
 * How often each character occurs in English prose (letters per 100 letters, and the space at
 * one in every 5.7 characters for words 4.7 letters long on average): the weights of the mean
 * advance width the two fonts are matched on.
 */
const ENGLISH = Object.freeze({
  " ": 21.3,
  e: 12.02,
  t: 9.1,
  a: 8.12,
  o: 7.68,
  i: 7.31,
  n: 6.95,
  s: 6.28,
  r: 6.02,
  h: 5.92,
  d: 4.32,
  l: 3.98,
  u: 2.88,
  c: 2.71,
  m: 2.61,
  f: 2.3,
  y: 2.11,
  w: 2.09,
  g: 2.03,
  p: 1.82,
  b: 1.49,
  v: 1.11,
  k: 0.69,
  x: 0.17,
  q: 0.11,
  j: 0.1,
  z: 0.07,
});

/**
 * @typedef {{ unitsPerEm: number; ascent: number; descent: number; lineGap: number;
 *   advanceOf(character: string): number }} Metrics
 */

/**
 * The metrics a browser lays text out with: the typographic ones when the font asks for them
 * (USE_TYPO_METRICS), else hhea's.
 * @param {import("fontkit").Font} font
 * @returns {Metrics}
 */
function metricsOf(font) {
  const os2 = font["OS/2"];
  const typo = os2.fsSelection.useTypoMetrics;
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: typo ? os2.typoAscender : font.hhea.ascent,
    descent: Math.abs(typo ? os2.typoDescender : font.hhea.descent),
    lineGap: typo ? os2.typoLineGap : font.hhea.lineGap,
    advanceOf: (character) =>
      font.glyphForCodePoint(/** @type {number} */ (character.codePointAt(0))).advanceWidth,
  };
}

/**
 * A font file's one face: fontkit's open() gives a collection for .ttc files.
 * @param {Buffer} data
 */
function singleFace(data) {
  const font = fontkit.create(data);
  if (!("unitsPerEm" in font)) throw new Error("expected one face, got a collection");
  return font;
}

/**
 * Inter at one weight: the variable core face instanced at `weight` (HarfBuzz, through
 * subset-font), since fontkit's own instancing loses a WOFF2 face's character map.
 * @param {number} weight
 */
async function interAt(weight) {
  const text = Object.keys(ENGLISH).join("");
  const instance = await subsetFont(readFileSync(CORE_FACE), text, {
    targetFormat: "truetype",
    variationAxes: { wght: weight },
  });
  return metricsOf(singleFace(instance));
}

/**
 * The frequency-weighted mean advance width of English text, in ems.
 * @param {Metrics} metrics
 */
function meanAdvance(metrics) {
  let width = 0;
  let total = 0;
  for (const [character, frequency] of Object.entries(ENGLISH)) {
    width += metrics.advanceOf(character) * frequency;
    total += frequency;
  }
  return width / total / metrics.unitsPerEm;
}

/** @param {number} ratio */
const percent = (ratio) => `${(ratio * 100).toFixed(2)}%`;

/**
 * @typedef {{ weight: number; local: readonly string[]; sizeAdjust: string;
 *   ascentOverride: string; descentOverride: string; lineGapOverride: string }} FallbackFace
 */

/**
 * One fallback face per weight, computed from Inter's core face and Liberation Sans's files.
 * @returns {Promise<FallbackFace[]>}
 */
export async function fallbackFaces() {
  /** @type {FallbackFace[]} */
  const faces = [];
  for (const weight of WEIGHTS) {
    const local = weight >= BOLD_FROM ? LOCAL.bold : LOCAL.regular;
    const stand = metricsOf(singleFace(readFileSync(local.file)));
    const inter = await interAt(weight);
    const scale = meanAdvance(inter) / meanAdvance(stand);
    // Every metric of a face, its overrides included, is scaled by its size-adjust.
    const em = (/** @type {number} */ units) => percent(units / inter.unitsPerEm / scale);
    faces.push({
      weight,
      local: local.names,
      sizeAdjust: percent(scale),
      ascentOverride: em(inter.ascent),
      descentOverride: em(inter.descent),
      lineGapOverride: em(inter.lineGap),
    });
  }
  return faces;
}

/**
 * The stylesheet for `faces`, as Prettier writes it.
 * @param {readonly FallbackFace[]} faces
 */
export async function fallbackCss(faces) {
  const blocks = faces.map((face) =>
    [
      "@font-face {",
      `  font-family: "${FALLBACK_FAMILY}";`,
      "  font-style: normal;",
      `  font-weight: ${face.weight};`,
      `  src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
      `  size-adjust: ${face.sizeAdjust};`,
      `  ascent-override: ${face.ascentOverride};`,
      `  descent-override: ${face.descentOverride};`,
      `  line-gap-override: ${face.lineGapOverride};`,
      "}",
    ].join("\n"),
  );
  const css = [
    "/* Written by `npm run font:fallback` (scripts/lib/inter-fallback.mjs): do not edit. */",
    "",
    blocks.join("\n\n"),
    "",
  ].join("\n");
  return prettier.format(css, { ...(await prettier.resolveConfig(FALLBACK_CSS)), parser: "css" });
}
