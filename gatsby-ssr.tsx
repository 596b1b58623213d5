import type { GatsbySSR } from "gatsby";
import site from "./content/site.json";
import { FIRST_PAINT_ATTRIBUTE } from "./src/components/drawn-near-screen";
import { IconSprite } from "./src/components/IconSprite";
import { APPLE_TOUCH_ICON, FAVICONS, MANIFEST_PATH, THEME_COLOUR } from "./src/lib/web-app";

export { wrapPageElement } from "./src/wrap-page";
export { replaceRenderer } from "./src/render-with-critical-css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const firstPaint = { [FIRST_PAINT_ATTRIBUTE]: "" };
  setHtmlAttributes({ lang: site.lang, ...firstPaint });
  setHeadComponents([
    // PNGs, not static/favicon.svg: a browser decodes an SVG favicon as a whole SVG document on
    // the page's main thread. /favicon.ico answers those that ask without looking.
    ...FAVICONS.map((icon) => (
      <link
        key={icon.src}
        rel="icon"
        href={icon.src}
        type="image/png"
        sizes={`${icon.size}x${icon.size}`}
      />
    )),
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON.src} />,
    <link key="manifest" rel="manifest" href={MANIFEST_PATH} />,
    <meta key="theme-color" name="theme-color" content={THEME_COLOUR} />,
    // No preload for the core Inter face: fetched when the first layout asks for it, it leaves the
    // link to the HTML and scripts, and the page paints first in the metric-matched fallback,
    // sooner and in shorter tasks (docs/performance.md, "The core font").
  ]);
  setPreBodyComponents([<IconSprite key="icons" />]);
};
