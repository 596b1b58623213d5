import type { GatsbySSR } from "gatsby";
import site from "./content/site.json";

export { wrapPageElement, wrapRootElement } from "./src/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: site.lang });
};
