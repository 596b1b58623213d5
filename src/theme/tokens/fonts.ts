import { defineTokens } from "@chakra-ui/react";

// "Inter fallback" is a metric-matched local face declared in global-css, so the swap to the
// web font does not move text (CLS).
const stack = `"Inter Variable", "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

export const fonts = defineTokens.fonts({
  heading: { value: stack },
  body: { value: stack },
  mono: { value: `ui-monospace, SFMono-Regular, Menlo, Consolas, monospace` },
});
