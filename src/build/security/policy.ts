// Imported with their extensions: Storybook's config reads this file (.storybook/host-headers.ts)
// and warns about every import without one.
import { GTAG_SCRIPT_PATH, TAG_ORIGIN } from "../../lib/analytics/gtag-commands.ts";
import { EMPTY_STYLE_HASH } from "./hash.ts";

/**
 * Google's tag (docs/product.md#departures): loaded from the tag manager only after consent, then sending
 * its measurements and pixels to Google Analytics. Only the gtag script's own URL may run, not
 * every script that host serves (a source with a path matches that path alone).
 */
export const ANALYTICS_SOURCES = {
  script: [`${TAG_ORIGIN}${GTAG_SCRIPT_PATH}`],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
} as const;

export interface PolicySources {
  /** Hash sources of the inline scripts the pages carry. */
  scriptHashes: readonly string[];
  /** Hash sources of the pages' style blocks and style attributes. */
  styleHashes: readonly string[];
  /** Origins of the frames the content embeds. */
  frameOrigins: readonly string[];
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * The site's Content-Security-Policy. Everything is the site's own unless listed.
 *
 * Scripts: the bundles, Gatsby's few inline scripts by hash, and Google's tag.
 * Styles: Emotion (under Chakra) writes its critical CSS into <style> blocks at build time and adds
 * rules at runtime. The blocks are allowed by hash; the runtime rules go through an empty <style>
 * element filled with insertRule (Emotion's production mode), which CSP does not govern, so the
 * empty block's hash is all that needs allowing. Gatsby's own style="" attributes (route
 * announcer, focus wrapper) are allowed by hash too, which needs 'unsafe-hashes' (it applies to
 * hashed attribute values only). So no 'unsafe-inline' anywhere: an injected style or script does
 * not run.
 * No upgrade-insecure-requests: nothing is loaded over http, and the local server is http.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  frameOrigins,
}: PolicySources): string {
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...unique(scriptHashes), ...ANALYTICS_SOURCES.script]],
    ["style-src", ["'self'", "'unsafe-hashes'", ...unique([EMPTY_STYLE_HASH, ...styleHashes])]],
    ["img-src", ["'self'", "data:", ...ANALYTICS_SOURCES.img]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...ANALYTICS_SOURCES.connect]],
    ["frame-src", frameOrigins.length ? unique(frameOrigins) : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/**
 * Features the site never uses, denied to it and to every frame it embeds. Only features current
 * browsers know: an unknown one is reported as an error in the console.
 */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");

/**
 * The owner's inbox (served by the server, not the build): its own bundle and its own API only,
 * with no third party at all (no analytics, no frames, no embeds). Emotion's runtime rules go
 * through the empty <style> element, as on the site. Passkeys need publickey-credentials-get,
 * which every other page denies.
 */
export const INBOX_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${EMPTY_STYLE_HASH}`,
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const INBOX_PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) =>
  feature === "publickey-credentials-get" ? `${feature}=(self)` : `${feature}=()`,
).join(", ");

/**
 * A year. Not includeSubDomains: the owner's other subdomains (a mail host, a booking tool) are
 * not ours to force onto https.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/**
 * The site's security headers, the policy included; src/lib/header-scope.ts says which answers
 * each is for (the page-only ones on documents alone). No Cross-Origin-Opener-Policy: with
 * `same-origin`, Chrome puts every page load in a fresh browsing-context group, and in interleaved
 * Lighthouse runs of the same build that cost blocking time on every load. The site keeps no per-visitor state in the page for another window to
 * probe, and its share windows open with noopener, so the header bought little here.
 */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    "Content-Security-Policy": policy,
    // Static hosts serve over TLS only; the production server sends it only over TLS (HSTS=off
    // keeps it from a local https setup). Browsers ignore it over plain http.
    "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
}
