import type { GatsbySSR } from "gatsby";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import site from "./content/site.json";
import { IconSprite } from "./src/components/IconSprite";

export { wrapPageElement } from "./src/wrap-page";
export { replaceRenderer } from "./src/render-with-critical-css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: site.lang });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The Latin face is on every page: fetched with the HTML, it is ready for the first layout and
    // the text is not laid out a second time when it arrives.
    <link
      key="font"
      rel="preload"
      href={interLatin}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
  setPreBodyComponents([<IconSprite key="icons" />]);
};
