import type { GatsbySSR } from "gatsby";
import interCore from "./src/theme/fonts/inter-latin-core-wght.woff2";
import site from "./content/site.json";
import { IconSprite } from "./src/components/IconSprite";
import { APPLE_TOUCH_ICON, FAVICONS, MANIFEST_PATH, THEME_COLOUR } from "./src/lib/web-app";

export { wrapPageElement } from "./src/wrap-page";
export { replaceRenderer } from "./src/render-with-critical-css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: site.lang });
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
    // The core Latin face is on every page: fetched with the HTML, it is ready for the first layout
    // and the text is not laid out a second time when it arrives.
    <link
      key="font"
      rel="preload"
      href={interCore}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
  setPreBodyComponents([<IconSprite key="icons" />]);
};
