import type { GatsbySSR } from "gatsby";
import site from "./content/site.json";

export { wrapPageElement, wrapRootElement } from "./src/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: site.lang });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
