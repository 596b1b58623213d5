/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { IconSprite } from "../../src/components/IconSprite";

const sprite = renderToStaticMarkup(<IconSprite />);

it("is not displayed, so that the browser neither styles nor lays out its shapes", () => {
  expect(sprite).toMatch(/^<svg[^>]* style="display:none"/);
});

it("holds plain shapes only, which a <use> draws from an undisplayed sprite in every browser", () => {
  expect(sprite).not.toMatch(/<(linearGradient|radialGradient|clipPath|mask|filter|pattern)\b/i);
  expect(sprite).toContain("<symbol");
});
