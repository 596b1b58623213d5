import { defineTokens } from "@chakra-ui/react";

// "Inter fallback" is a local Arial-width face matched to Inter's metrics at each weight
// (inter-fallback.css, computed by scripts/lib/inter-fallback.mjs): a line laid out before the web
// font arrives breaks where it will break in Inter.
const stack = `"Inter Variable", "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

export const fonts = defineTokens.fonts({
  heading: { value: stack },
  body: { value: stack },
  // Bundled, and first: a machine's own monospace fonts never draw the site or its stories.
  mono: { value: `"JetBrains Mono Variable", monospace` },
});
