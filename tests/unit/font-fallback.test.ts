import { readFileSync } from "node:fs";
import {
  FALLBACK_CSS,
  FALLBACK_FAMILY,
  WEIGHTS,
  fallbackCss,
  fallbackFaces,
} from "../../scripts/lib/inter-fallback.mjs";
import { fonts } from "../../src/theme/tokens/fonts";
import { fontWeights } from "../../src/theme/tokens/scales";

// The metric-matched fallback for Inter (scripts/lib/inter-fallback.mjs): text first laid out in
// it breaks where Inter's would, so the web font's arrival moves no line. Its numbers are computed
// from the font files, never typed.

describe("Inter's fallback faces", () => {
  it("are the ones computed from the bundled Inter face and the local fallback's files", async () => {
    const computed = await fallbackCss(await fallbackFaces());
    // If this fails after a font or weight change, run `npm run font:fallback`.
    expect(readFileSync(FALLBACK_CSS, "utf8")).toBe(computed);
  });

  it("cover every weight the theme uses", () => {
    const themeWeights = Object.values(fontWeights).map((token) => Number(token.value));
    expect([...WEIGHTS].sort()).toEqual([...themeWeights].sort());
  });

  it("name the faces machines have first: Arial, then Liberation Sans", async () => {
    // Each name a browser does not find is one more look-up before the first layout.
    for (const face of await fallbackFaces()) {
      const [first, second] = face.local;
      expect(first).toMatch(/^Arial( Bold)?$/);
      expect(second).toBe(first?.replace("Arial", "Liberation Sans"));
    }
  });

  it("come right after Inter in the body and heading stacks", () => {
    for (const stack of [fonts.body.value, fonts.heading.value]) {
      const families = String(stack)
        .split(",")
        .map((family) => family.trim().replace(/"/g, ""));
      expect(families.slice(0, 2)).toEqual(["Inter Variable", FALLBACK_FAMILY]);
    }
  });

  it("are in the global styles, which every page's HTML and every story carry", () => {
    expect(readFileSync("src/global-styles.ts", "utf8")).toContain(
      `import "./theme/${FALLBACK_CSS.split("/").pop()}";`,
    );
    expect(readFileSync("src/provider.tsx", "utf8")).toContain('import "./global-styles";');
    expect(readFileSync("gatsby-browser.tsx", "utf8")).toContain('import "./src/global-styles";');
  });
});
