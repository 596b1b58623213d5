import type { Page } from "playwright-core";

/**
 * The declarations in the page's build-time style tags (Emotion's, under Chakra) that the browser
 * rejects, as "property:value". A style prop naming a token the theme lacks ("lg", "whiteAlpha.50")
 * reaches the CSS as that bare word, and the browser silently drops it: the shadow, colour or line
 * height the component asked for never shows. Vendor-prefixed properties and values (for other
 * engines) are left out, and url() is set aside, since a data URL may hold a semicolon.
 */
export function rejectedStyleDeclarations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rejected = new Set<string>();
    for (const tag of document.querySelectorAll("style[data-emotion]")) {
      const text = (tag.textContent ?? "").replace(/url\([^)]*\)/g, "none");
      let chunk = "";
      for (const character of text) {
        if (character === "{") chunk = "";
        else if (character === ";" || character === "}") {
          const colon = chunk.indexOf(":");
          const property = chunk.slice(0, colon).trim();
          const value = chunk
            .slice(colon + 1)
            .replace(/!important$/, "")
            .trim();
          const prefixed = property.startsWith("-") || value.startsWith("-");
          if (colon > 0 && !prefixed && !CSS.supports(property, value)) {
            rejected.add(`${property}:${value}`);
          }
          chunk = "";
        } else chunk += character;
      }
    }
    return [...rejected];
  });
}
