import { defineTokens } from "@chakra-ui/react";

// "Inter fallback" is a metric-matched local face declared in global-css, so the swap to the
// web font does not move text (CLS).
const stack = `"Inter Variable", "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

export const fonts = defineTokens.fonts({
  heading: { value: stack },
  body: { value: stack },
  // Bundled, and first: a machine's own monospace fonts never draw the site or its stories.
  mono: { value: `"JetBrains Mono Variable", monospace` },
});
