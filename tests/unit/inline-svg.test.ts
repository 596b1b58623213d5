import { readdirSync, readFileSync } from "node:fs";
import { INLINE_SVG_MAX_BYTES, svgDataUri, svgOfDataUri } from "../../src/lib/inline-image";
import { inlineSvgMarkup } from "../../src/lib/inline-svg";

const COVER = readFileSync("static/images/blog/saas-launch-guide.svg", "utf8");

const drawing = (inner: string, root = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"') =>
  `<svg ${root}>${inner}</svg>`;

describe("svgOfDataUri", () => {
  it("gives back the markup svgDataUri wrote", () => {
    expect(svgOfDataUri(svgDataUri(COVER))).toBe(COVER.trim().replace(/\s+/g, " "));
  });

  it("is null for a path, another kind of data URI or a broken escape", () => {
    expect(svgOfDataUri("/images/blog/saas-launch-guide.svg")).toBeNull();
    expect(svgOfDataUri("data:image/png;base64,iVBORw0KGgo=")).toBeNull();
    expect(svgOfDataUri("data:image/svg+xml,%E0%A4%A")).toBeNull();
  });
});

describe("inlineSvgMarkup", () => {
  it("takes every cover the build inlines, with its shapes in order", () => {
    for (const folder of ["blog", "case-studies"]) {
      for (const file of readdirSync(`static/images/${folder}`)) {
        const svg = readFileSync(`static/images/${folder}/${file}`, "utf8");
        expect(new TextEncoder().encode(svg).length).toBeLessThanOrEqual(INLINE_SVG_MAX_BYTES);
        const markup = inlineSvgMarkup(svg, "p-");
        expect(markup).not.toBeNull();
        const shapes = (text: string) => text.match(/<(rect|circle|path|g|stop)\b/g);
        expect(shapes(markup ?? "")).toEqual(shapes(svg));
      }
    }
  });

  it("scopes the drawing's ids and its references to them", () => {
    const markup = inlineSvgMarkup(COVER, "svgR1-");
    expect(markup).toContain('<linearGradient id="svgR1-g"');
    expect(markup).toContain('fill="url(#svgR1-g)"');
    expect(markup).not.toMatch(/id="g"|url\(#g\)/);
  });

  it("moves size and label to the box around it and fills that box as cover would", () => {
    const markup = inlineSvgMarkup(COVER, "p-") ?? "";
    const root = markup.slice(0, markup.indexOf(">") + 1);
    expect(root).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">',
    );
    // Inner elements keep their own width and height.
    expect(markup).toContain('<rect width="1200" height="630" fill="url(#p-g)"/>');
  });

  it.each([
    ["a script element", drawing("<script>alert(1)</script>")],
    ["an event handler", drawing('<rect width="1" height="1" onclick="alert(1)"/>')],
    ["an onload on the root", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
    ["a link", drawing('<a href="https://example.org"><rect width="1" height="1"/></a>')],
    ["an href on a shape", drawing('<rect href="#x" width="1" height="1"/>')],
    ["an image", drawing('<image width="1" height="1"/>')],
    ["foreign content", drawing("<foreignObject></foreignObject>")],
    ["a style attribute", drawing('<rect style="fill:red" width="1" height="1"/>')],
    ["a reference outside the page", drawing('<rect fill="url(https://example.org/x.svg#g)"/>')],
    ["a javascript: value", drawing('<rect fill="javascript:alert(1)"/>')],
    ["text", drawing("<g>Words</g>")],
    ["a comment", drawing("<!-- note --><rect/>")],
    ["an XML declaration", `<?xml version="1.0"?>${drawing("<rect/>")}`],
    ["an unclosed element", drawing("<g><rect/>")],
    ["a stray closing tag", drawing("<rect/></g>")],
    ["a second root", `${drawing("<rect/>")}${drawing("<rect/>")}`],
    ["another namespace", drawing("<rect/>", 'xmlns="http://www.w3.org/1999/xhtml"')],
    ["a root that is not svg", '<g xmlns="http://www.w3.org/2000/svg"></g>'],
    ["nothing", ""],
  ])("keeps %s out of the page", (_, svg) => {
    expect(inlineSvgMarkup(svg, "p-")).toBeNull();
  });
});
