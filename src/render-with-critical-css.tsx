import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { preloadStaticParts } from "./components/static-part";
import { webkitWhereNeeded } from "./build/css-prefixes";
import { constantTokens, inlineTokens } from "./build/inline-tokens";

// Emotion (under Chakra) would otherwise write one <style> tag next to each element it styles:
// dozens of tags through the body, each one a style recalculation while the page parses. Rendering
// with a server cache collects every rule instead, and the page gets them as <style> tags in the
// head, in the form Emotion's browser cache and <Global> pick up without inserting them again.

interface StyleTag {
  emotion: string;
  css: string;
}

type EmotionServer = ReturnType<typeof createEmotionServer>;

/**
 * Emotion's chunks as head tags: one per global block (named as <Global> looks it up), then one
 * with the rules of every class the markup uses; each token only the root defines is written as
 * its value (src/build/inline-tokens.ts).
 */
export function criticalStyleTags(server: EmotionServer, html: string): StyleTag[] {
  const chunks = server.extractCriticalToChunks(html).styles.filter((chunk) => chunk.css);
  const tokens = constantTokens(chunks.map((chunk) => chunk.css).join("\n"));
  return chunks.map((chunk) => ({
    emotion: `${chunk.key} ${chunk.ids.join(" ")}`,
    css: inlineTokens(chunk.css, tokens),
  }));
}

/**
 * The cache the pages render with at build: prefixes only where a supported browser needs them
 * (src/build/css-prefixes.ts). The browser's cache keeps Emotion's default: it writes only the few
 * rules the markup did not carry.
 */
export function createServerCache() {
  return createCache({ key: "css", stylisPlugins: [webkitWhereNeeded] });
}

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // renderToString writes a Suspense fallback for code still loading: the static sections' code
  // is loaded first, so that their HTML is in the page.
  await preloadStaticParts();
  const cache = createServerCache();
  // Must exist before rendering: it switches the cache to collecting rules instead of inlining them.
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  setHeadComponents(
    criticalStyleTags(server, html).map((tag) => (
      // data-s tells Emotion's browser cache the tag is already in the head, so it is not moved
      // (and its rules re-applied to the whole page) an extra time at start-up.
      <style
        key={tag.emotion}
        data-emotion={tag.emotion}
        data-s=""
        dangerouslySetInnerHTML={{ __html: tag.css }}
      />
    )),
  );
  replaceBodyHTMLString(html);
};
