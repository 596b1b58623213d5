import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  CORE_CODE_POINTS,
  CORE_FACE,
  FULL_LATIN_FACE,
  unicodeRange,
} from "../../scripts/lib/inter-core.mjs";

// The core Latin Inter face (scripts/lib/inter-core.mjs) is the only font file a page needs: its
// characters are those of every word the site writes, and each is a character the full Latin face
// covers, so it is drawn with the same design.

/** The code points a CSS unicode-range value names. */
function codePointsOf(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    const start = parseInt(first.replace(/\?/g, "0"), 16);
    const end = parseInt(last.replace(/\?/g, "f"), 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/** The unicode-range of the "Inter Variable" face whose src is `file` in `css`. */
function rangeOfFace(css: string, file: string): string {
  const face = css
    .split("@font-face")
    .find((block) => block.includes("Inter Variable") && block.includes(file));
  const range = face?.match(/unicode-range:\s*([^;}]+)/i)?.[1];
  if (!range) throw new Error(`No unicode-range for ${file}`);
  return range.replace(/\s+/g, " ").trim();
}

/** Every file under `dir` whose name ends with one of `endings`. */
function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file, endings);
    return endings.some((ending) => name.endsWith(ending)) ? [file] : [];
  });
}

const baseCss = readFileSync("src/theme/base.css", "utf8");
const fullLatin = new Set(
  codePointsOf(
    rangeOfFace(
      readFileSync("node_modules/@fontsource-variable/inter/wght.css", "utf8"),
      path.basename(FULL_LATIN_FACE),
    ),
  ),
);
const core = new Set(CORE_CODE_POINTS);

describe("the core Latin Inter face", () => {
  it("is declared in base.css for exactly its characters", () => {
    expect(rangeOfFace(baseCss, path.basename(CORE_FACE))).toBe(unicodeRange(CORE_CODE_POINTS));
    expect(codePointsOf(unicodeRange(CORE_CODE_POINTS))).toEqual([...CORE_CODE_POINTS]);
  });

  it("covers only characters the full Latin face covers, so none changes face", () => {
    expect(CORE_CODE_POINTS.filter((point) => !fullLatin.has(point))).toEqual([]);
  });

  it("has every Latin character the site's content and code write", () => {
    const files = [
      ...filesUnder("content", [".json", ".md", ".mdx"]),
      ...filesUnder("src", [".ts", ".tsx"]).filter((file) => !file.endsWith("gatsby-types.d.ts")),
    ];
    const missing = new Set<string>();
    for (const file of files) {
      for (const character of readFileSync(file, "utf8")) {
        const point = character.codePointAt(0) ?? 0;
        if (point >= 0x20 && fullLatin.has(point) && !core.has(point)) {
          missing.add(`${character} (U+${point.toString(16).toUpperCase()}) in ${file}`);
        }
      }
    }
    // Add any listed here to CORE_CODE_POINTS and run `npm run font:core`.
    expect([...missing]).toEqual([]);
  });

  it("is a WOFF2 file well under the full face's size", () => {
    const coreFile = readFileSync(CORE_FACE);
    expect(coreFile.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(coreFile.length).toBeLessThan(readFileSync(FULL_LATIN_FACE).length * 0.7);
  });
});
