import type { StaticSite } from "../static-site";

/** Strict-Transport-Security comes from the build's headers; sent only over TLS, unless HSTS=off. */
const HSTS = "strict-transport-security";

/** The build's headers for a path (its security headers), HSTS only over TLS and unless off. */
export function siteHeaders(
  site: StaticSite | null,
  hstsOff: boolean,
): (path: string, secure: boolean) => Record<string, string> {
  return (path, secure) =>
    Object.fromEntries(
      Object.entries(site?.headersFor(path) ?? {}).filter(
        ([name]) => name.toLowerCase() !== HSTS || (secure && !hstsOff),
      ),
    );
}

/** A request target's path, without its query. */
export const pathOf = (url: string): string => url.split("?")[0] ?? "/";
