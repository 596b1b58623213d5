import { renderToString } from "react-dom/server";
import { preloadStaticParts, staticPart } from "../../src/components/static-part";

// A part whose own module defines another, as a kept page's view holds static sections.
const Outer = staticPart(async () => {
  const Inner = staticPart(async () => ({ Inner: () => <em>inner</em> }), "Inner");
  return { Outer: () => <p>{<Inner />}</p> };
}, "Outer");

describe("preloadStaticParts", () => {
  it("loads the parts that loaded parts define, so the build renders them whole", async () => {
    await preloadStaticParts();
    expect(renderToString(<Outer />)).toBe("<p><em>inner</em></p>");
  });
});
