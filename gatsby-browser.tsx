import type { GatsbyBrowser } from "gatsby";
import { scrollTargetFor } from "./src/lib/scroll";

export { wrapPageElement, wrapRootElement } from "./src/wrap-page";

// SPEC §2: every route change starts at the top, unless the URL names an anchor to land on.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const target = scrollTargetFor(routerProps.location.hash);
  if (target.kind === "anchor") {
    const element = document.getElementById(target.id);
    if (element) {
      element.scrollIntoView();
      return false;
    }
  }
  window.scrollTo(0, 0);
  return false;
};
