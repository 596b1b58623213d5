import { defineGlobalStyles } from "@chakra-ui/react";

// See also base.css (font fallback and reduced motion).
export const globalCss = defineGlobalStyles({
  html: {
    color: "fg",
    bg: "bg",
    lineHeight: "1.6",
    colorPalette: "brand",
    textRendering: "optimizeLegibility",
    // The sticky header must never hide a focused element or an anchor target (WCAG 2.4.11).
    scrollPaddingTop: "6rem",
  },
  // Whatever opened it, script or a button's command, the page stays still behind a modal dialog
  // or a modal popover (the phone menu).
  "html:has(dialog:modal, [popover][aria-modal=true]:popover-open)": { overflow: "hidden" },
  body: { fontFamily: "body", minHeight: "100vh" },
  "*::selection": { bg: "brand.200" },
});
