import {
  backgroundOf,
  contrastRatio,
  describeContrast,
  flattenTokens,
  paletteColors,
  resolveColor,
  semanticColorsWithContrast,
  spacing,
} from "../../stories/foundations/theme-tokens";

describe("the Foundations pages' token tables", () => {
  it("flattens nested tokens, DEFAULT as the group's own name", () => {
    expect(
      flattenTokens({ fg: { DEFAULT: { value: "a" }, muted: { value: "b" } }, x: { value: "c" } }),
    ).toEqual([
      { name: "fg", value: "a" },
      { name: "fg.muted", value: "b" },
      { name: "x", value: "c" },
    ]);
  });

  it("reads the palette from the theme", () => {
    expect(paletteColors).toContainEqual({ name: "brand.600", value: "#5a40e6" });
  });

  it("follows references through semantic tokens to a colour", () => {
    expect(resolveColor("{colors.fg.muted}")).toBe("#535b77");
    expect(resolveColor("white")).toBe("#ffffff");
    expect(() => resolveColor("{colors.nowhere}")).toThrow("Unknown colour token");
  });

  it("computes WCAG contrast", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(describeContrast(4.5)).toBe("4.5:1 (AA text)");
    expect(describeContrast(3.2)).toBe("3.2:1 (AA large text and UI)");
  });

  it("pairs each colour with the background it is drawn on", () => {
    expect(backgroundOf("fg.muted")).toBe("bg");
    expect(backgroundOf("fg.invertedMuted")).toBe("bg.inverted");
    expect(backgroundOf("brand.contrast")).toBe("brand.solid");
  });

  it("shows every text colour readable on its background (WCAG AA)", () => {
    const text = semanticColorsWithContrast.filter(
      (token) => token.name.startsWith("fg") || token.name.endsWith(".contrast"),
    );
    expect(text.length).toBeGreaterThan(5);
    for (const token of text) expect([token.name, token.ratio >= 4.5]).toEqual([token.name, true]);
  });

  it("orders spacing by size", () => {
    const sizes = spacing.map((step) => parseFloat(step.value));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });
});
