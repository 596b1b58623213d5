import type { GatsbySSR } from "gatsby";
import site from "./content/site.json";

export { wrapPageElement } from "./src/wrap-page";
export { replaceRenderer } from "./src/render-with-critical-css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: site.lang });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
