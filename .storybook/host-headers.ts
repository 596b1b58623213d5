// The headers a static host sends with the published catalogue (storybook-static/_headers, the
// Netlify and Cloudflare Pages format): the site's own, except that the catalogue frames its own
// preview (iframe.html), so it may be framed by itself and by nothing else, and it stays out of
// search engines.
import { formatHeadersFile } from "../src/lib/host-files.ts";
import { securityHeaders } from "../src/build/security/policy.ts";

// Storybook's manager and preview run inline scripts and styles, so the policy does not restrict
// those as the site's does; it keeps every other part of the site's frame and embedding rules.
const CATALOGUE_POLICY = [
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join("; ");

export function catalogueHeadersFile(): string {
  const headers = {
    ...securityHeaders(CATALOGUE_POLICY),
    "X-Frame-Options": "SAMEORIGIN",
    "X-Robots-Tag": "noindex",
  };
  return formatHeadersFile(
    [{ path: "/*", headers }],
    "Written by .storybook/main.ts when the catalogue is built: do not edit.",
  );
}
