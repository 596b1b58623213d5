// How long browsers and CDNs may keep each built file: the same rule for the production server
// (src/server/static-site.ts) and for static hosts (the build's _headers).

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** The names webpack gives the bundles it hashes: app-<hash>.js, styles.<hash>.css. */
const HASHED_BUNDLE = /^[\w~.-]+[-.][0-9a-f]{20}\.(?:js|css)$/;

/** Gatsby's folder of files named by their content's hash (fonts, images, static queries). */
export const HASHED_FOLDER = "static/";

/**
 * Gatsby's caching rules: a file whose name carries its content's hash is kept for a year;
 * anything else (pages, page data, our own files such as /form-problems.css) is checked every
 * time, so a new build is seen at once. `file` is relative to public/.
 */
export function cacheControlFor(file: string): string {
  return file.startsWith(HASHED_FOLDER) || HASHED_BUNDLE.test(file) ? IMMUTABLE : REVALIDATE;
}
