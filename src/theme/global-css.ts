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
  // or a modal popover (the phone menu). Two rules: a browser that knows no popovers drops a rule
  // whose selector names `:popover-open`.
  "html:has(dialog:modal)": { overflow: "hidden" },
  "html:has([popover][aria-modal=true]:popover-open)": { overflow: "hidden" },
  // Where the browser knows no popovers (Safari before 17), DOM code marks a shown one instead
  // (SHOWN_ATTRIBUTE in src/browser/behaviours/dialog-commands.ts).
  "[popover]:not([data-shown])": {
    "@supports not selector(:popover-open)": { display: "none" },
  },
  "html:has([popover][aria-modal=true][data-shown])": {
    "@supports not selector(:popover-open)": { overflow: "hidden" },
  },
  body: { fontFamily: "body", minHeight: "100vh" },
  "*::selection": { bg: "brand.200" },
});
