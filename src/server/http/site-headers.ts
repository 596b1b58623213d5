import { headersForAnswer } from "../../lib/header-scope";
import type { StaticSite } from "../static-site";

/** Strict-Transport-Security comes from the build's headers; sent only over TLS, unless HSTS=off. */
const HSTS = "strict-transport-security";

/**
 * The build's security headers for an answer of this Content-Type (src/lib/header-scope.ts: the
 * page-only ones on documents alone, a worker's policy on scripts), HSTS only over TLS and unless
 * off.
 */
export function siteHeaders(
  site: StaticSite | null,
  hstsOff: boolean,
): (contentType: string | undefined, secure: boolean) => Record<string, string> {
  const all = site?.securityHeaders ?? {};
  return (contentType, secure) =>
    Object.fromEntries(
      Object.entries(headersForAnswer(all, contentType)).filter(
        ([name]) => name.toLowerCase() !== HSTS || (secure && !hstsOff),
      ),
    );
}
