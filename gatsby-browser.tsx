import type { GatsbyBrowser } from "gatsby";
import { scrollTargetFor } from "./src/lib/scroll";
import { prepareSystem } from "./src/theme";

export { wrapPageElement } from "./src/wrap-page";

// Gatsby waits for this before it loads the page and hydrates.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => prepareSystem();

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
