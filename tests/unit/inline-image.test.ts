import {
  INLINE_SVG_MAX_BYTES,
  imageLoading,
  imageSource,
  svgDataUri,
} from "../../src/lib/inline-image";

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#eef0ff"/>
  <text x="50%" y="50%">A & B</text>
</svg>`;

const decode = (uri: string) => decodeURIComponent(uri.replace("data:image/svg+xml,", ""));

describe("svgDataUri", () => {
  it("writes the SVG as a percent-encoded data URI that decodes to the same drawing", () => {
    const uri = svgDataUri(COVER);
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decode(uri)).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"> <rect width="1200" height="630" fill="#eef0ff"/> <text x="50%" y="50%">A & B</text> </svg>`,
    );
  });

  it("leaves no character that would end or break the URI in an attribute", () => {
    const uri = svgDataUri(COVER);
    expect(uri).not.toMatch(/["'<>#\n\t]/);
    expect(uri).not.toContain("  ");
    expect(uri).toContain("%23eef0ff");
    expect(uri).toContain("50%25");
  });
});

describe("imageSource", () => {
  const files: Record<string, string> = {
    "/images/blog/cover.svg": COVER,
    "/images/big.svg": `<svg>${"<g/>".repeat(INLINE_SVG_MAX_BYTES)}</svg>`,
  };
  const read = (sitePath: string) => {
    const text = files[sitePath];
    if (text === undefined) throw new Error(`${sitePath} is not in static/`);
    return text;
  };

  it("inlines a small SVG", () => {
    expect(imageSource("/images/blog/cover.svg", read)).toBe(svgDataUri(COVER));
  });

  it("keeps the path of an SVG over the limit", () => {
    expect(imageSource("/images/big.svg", read)).toBe("/images/big.svg");
  });

  it("keeps the path of any other format without reading it", () => {
    expect(imageSource("/images/team/ada.webp", read)).toBe("/images/team/ada.webp");
  });

  it("fails for a missing SVG, so a broken cover stops the build", () => {
    expect(() => imageSource("/images/blog/missing.svg", read)).toThrow(
      "/images/blog/missing.svg is not in static/",
    );
  });
});

describe("imageLoading", () => {
  it("decodes an inline image with the first paint, lazy or not", () => {
    expect(imageLoading(svgDataUri(COVER))).toEqual({});
    expect(imageLoading(svgDataUri(COVER), "lazy")).toEqual({});
  });

  it("decodes a requested image apart, and loads it lazily when asked", () => {
    expect(imageLoading("/images/blog/cover.svg")).toEqual({ decoding: "async" });
    expect(imageLoading("/images/blog/cover.svg", "lazy")).toEqual({
      loading: "lazy",
      decoding: "async",
    });
  });
});
