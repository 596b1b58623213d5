import { createHash } from "node:crypto";

/** A CSP hash source for an inline script, style block or style attribute: 'sha256-…'. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hash of an empty style block. Emotion (under Chakra) adds rules at runtime by creating an
 * empty <style> element and filling it through the CSSOM (insertRule), which CSP does not govern;
 * allowing the empty element is all it needs, so arbitrary inline CSS stays blocked.
 */
export const EMPTY_STYLE_HASH = sha256Source("");
