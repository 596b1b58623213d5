import { patchText } from "../../scripts/lib/patch-text.mjs";

describe("patchText", () => {
  const code = "const a = 1;\nconst b = a;\nexport { a, b };\n";
  const lazyB = [
    ["const b = a;\n", "let b;\n"],
    ["export { a, b };\n", "export { a, get b() { return b ??= a; } };\n"],
  ] as const;

  it("applies each edit", () => {
    expect(patchText(code, lazyB)).toBe(
      "const a = 1;\nlet b;\nexport { a, get b() { return b ??= a; } };\n",
    );
  });

  it("leaves code already patched as it is, so a second install changes nothing", () => {
    const once = patchText(code, lazyB);
    expect(patchText(once, lazyB)).toBe(once);
  });

  it("inserts the replacement literally ($ patterns included)", () => {
    expect(patchText("x = 1;", [["x = 1;", "x = '$&';"]])).toBe("x = '$&';");
  });

  it("stops, naming the file and the text, when the expected code has changed", () => {
    expect(() => patchText("const b = a + 1;\n", lazyB, "system.js")).toThrow(
      /system\.js: expected this text once, found it 0 times; update the patch:\nconst b = a;/,
    );
  });

  it("stops when the expected code appears more than once", () => {
    expect(() => patchText("f();\nf();\n", [["f();\n", "g();\n"]])).toThrow(/found it 2 times/);
  });
});
