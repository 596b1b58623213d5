import { createSystem, defaultBaseConfig } from "@chakra-ui/react";
import type { GatsbyBrowser } from "gatsby";
import { scrollTargetFor } from "./src/lib/scroll";
import { yieldToMain } from "./src/lib/yield-to-main";
import { getSystem } from "./src/theme";

export { wrapPageElement } from "./src/wrap-page";

// Gatsby waits for this before it loads the page and hydrates. Building the Chakra system between
// two yields keeps it out of both the bundle's evaluation and hydration: three shorter tasks
// instead of one long one that would block input on a slow phone.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  await yieldToMain();
  createSystem(defaultBaseConfig);
  await yieldToMain();
  getSystem();
  await yieldToMain();
};

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
