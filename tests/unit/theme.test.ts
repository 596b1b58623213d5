import { getSystem } from "../../src/theme";

const system = getSystem();

describe("theme system", () => {
  it("has only the recipes the site renders", () => {
    expect(Object.keys(system._config.theme?.recipes ?? {}).sort()).toEqual([
      "button",
      "container",
      "heading",
      "input",
      "link",
    ]);
    expect(system._config.theme?.slotRecipes ?? {}).toEqual({});
  });

  it("resolves the brand palette and semantic colours", () => {
    expect(system.token("colors.brand.600")).toBe("#5a40e6");
    expect(system.token("colors.fg")).toBe("var(--chakra-colors-fg)");
  });

  it("uses the product's 768px mobile breakpoint for md", () => {
    expect(system._config.theme?.breakpoints?.md).toBe("768px");
  });

  it("sets the self-hosted Inter first in the font stack", () => {
    expect(system.token("fonts.body")).toMatch(/^"Inter Variable"/);
  });
});
