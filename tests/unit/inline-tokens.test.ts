import { constantTokens, inlineTokens } from "../../src/build/inline-tokens";

const root =
  ":where(:root, :host){--chakra-spacing-4:1rem;--chakra-colors-ink-950:#0d1020;" +
  "--chakra-colors-fg:var(--chakra-colors-ink-950);--chakra-colors-brand-fg:#4c33cb;" +
  '--chakra-fonts-body:"Inter Variable",system-ui,sans-serif;--chakra-sizes-2\\.5:0.625rem;}';

describe("constantTokens", () => {
  it("takes every token the root alone defines, resolved through the tokens it refers to", () => {
    const tokens = constantTokens(`@layer tokens{${root}}`);
    expect(tokens.get("--chakra-spacing-4")).toBe("1rem");
    expect(tokens.get("--chakra-colors-fg")).toBe("#0d1020");
    expect(tokens.get("--chakra-fonts-body")).toBe('"Inter Variable",system-ui,sans-serif');
    expect(tokens.get("--chakra-sizes-2\\.5")).toBe("0.625rem");
  });

  it("leaves out a token an element or another root block defines too", () => {
    const css =
      `${root}.css-a{--chakra-colors-brand-fg:white;color:var(--chakra-colors-brand-fg);}` +
      "@media (prefers-color-scheme: dark){:where(:root, :host){--chakra-colors-ink-950:#fff;}}";
    const tokens = constantTokens(css);
    expect(tokens.has("--chakra-colors-brand-fg")).toBe(false);
    expect(tokens.has("--chakra-colors-ink-950")).toBe(false);
    // It referred to a token that is not constant, so it is not constant either.
    expect(tokens.has("--chakra-colors-fg")).toBe(false);
    expect(tokens.get("--chakra-spacing-4")).toBe("1rem");
  });

  it("leaves a circle of references alone", () => {
    const tokens = constantTokens(":where(:root, :host){--a:var(--b);--b:var(--a);--c:1px}");
    expect([...tokens]).toEqual([["--c", "1px"]]);
  });
});

describe("inlineTokens", () => {
  const tokens = constantTokens(root);

  it("writes a constant token's value where a rule refers to it", () => {
    expect(
      inlineTokens(
        ".css-a{padding:var(--chakra-spacing-4);gap:var(--chakra-sizes-2\\.5);color:var(--chakra-colors-fg);}",
        tokens,
      ),
    ).toBe(".css-a{padding:1rem;gap:0.625rem;color:#0d1020;}");
  });

  it("keeps references to other properties, and any with a fallback", () => {
    const css =
      ".css-a{--bg-currentcolor:var(--chakra-colors-brand-fg);color:var(--bg-currentcolor);" +
      "outline-color:var(--chakra-colors-fg, red);border-color:var(--global-color-border, currentColor);}";
    expect(inlineTokens(css, tokens)).toBe(
      ".css-a{--bg-currentcolor:#4c33cb;color:var(--bg-currentcolor);" +
        "outline-color:var(--chakra-colors-fg, red);border-color:var(--global-color-border, currentColor);}",
    );
  });

  it("keeps the root's definitions, which rules added in the browser refer to", () => {
    const inlined = inlineTokens(root, tokens);
    expect(inlined).toContain("--chakra-spacing-4:1rem;");
    expect(inlined).toContain("--chakra-colors-fg:#0d1020;");
  });
});
