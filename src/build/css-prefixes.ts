import type { StylisPlugin } from "@emotion/cache";

// Emotion's default prefixer writes each flexbox, transform and appearance declaration up to four
// times, for browsers a decade old; on the home page that was about a seventh of the inline CSS.
// This one prefixes only the properties a supported browser (Safari above all) still reads with
// -webkit- alone, and leaves everything else as written.

/** Properties some supported browser still knows only by their -webkit- name. */
export const WEBKIT_ONLY = new Set([
  "appearance",
  "backdrop-filter",
  "background-clip",
  "box-decoration-break",
  "hyphens",
  "initial-letter",
  "mask",
  "mask-image",
  "mask-position",
  "mask-repeat",
  "mask-size",
  "print-color-adjust",
  "text-decoration",
  "text-size-adjust",
  "user-select",
]);

/** A Stylis plugin for Emotion's cache, in place of its default prefixer. */
export const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type !== "decl" || element.return || typeof element.props !== "string") return;
  if (WEBKIT_ONLY.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};
