// Small SVG covers go into the page itself as data URIs (imageSource, at build time), so a cover
// paints with the page's text, not after a request of its own. CoverImage then draws such a cover
// in the page's markup (lib/inline-svg), not through an <img>.

/** Files larger than this stay requests: inlined, they would outweigh the request they save. */
export const INLINE_SVG_MAX_BYTES = 2048;

const SVG_PREFIX = "data:image/svg+xml,";

// Characters a data URI must escape, and quotes, which React would write as six-character entities:
// the rest of an SVG's markup is legal in a URL as it is.
const UNSAFE = /[%#<>{}|\\^`"']/g;

/** An SVG document as a data URI, percent-encoded (not base64: shorter, and still compresses). */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, " ");
  return (
    SVG_PREFIX +
    compact.replace(UNSAFE, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  );
}

/** The SVG markup of a data URI that svgDataUri wrote, or null for any other source. */
export function svgOfDataUri(src: string): string | null {
  if (!src.startsWith(SVG_PREFIX)) return null;
  try {
    return decodeURIComponent(src.slice(SVG_PREFIX.length));
  } catch {
    return null;
  }
}

/**
 * How an <img> should load a source: an inline image is already in the page, and decoded apart
 * or loaded lazily it would only paint a frame after the text around it (a later LCP).
 */
export function imageLoading(src: string, asRequest: "lazy" | "eager" = "eager") {
  if (src.startsWith(SVG_PREFIX)) return {};
  return asRequest === "lazy"
    ? ({ loading: "lazy", decoding: "async" } as const)
    : ({ decoding: "async" } as const);
}

/**
 * What an <img> should load for an image of the site's static folder: the SVG itself when it is
 * small enough, its path otherwise. `read` gives a file's text by its site path and throws when
 * there is no such file, so a broken cover fails the build.
 */
export function imageSource(sitePath: string, read: (sitePath: string) => string): string {
  if (!sitePath.toLowerCase().endsWith(".svg")) return sitePath;
  const svg = read(sitePath);
  return new TextEncoder().encode(svg).length <= INLINE_SVG_MAX_BYTES ? svgDataUri(svg) : sitePath;
}
