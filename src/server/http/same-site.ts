import type { IncomingHttpHeaders } from "node:http";
import { isSitePath } from "../form-page";

// Which requests come from our own pages. A browser names the page that sent a request in Origin
// (and, for most requests, Sec-Fetch-Site); another site's page can make a visitor's browser post
// our forms, and its visitors would then be our senders, so such posts are refused. Clients that
// are not browsers send neither header and are taken as they come.

export const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** host[:port] of an http(s) URL, lower-cased; null for anything else ("null" included). */
export function hostOf(url: string): string | null {
  try {
    const { protocol, host } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The hosts our pages are served from, for a request: the one it was sent to, and SITE_URL's
 * (read once).
 */
export function ownHostsOf(
  siteUrl: string | undefined,
): (requestHost: string | undefined) => string[] {
  const site = siteUrl ? hostOf(siteUrl) : null;
  return (requestHost) => {
    const hosts = site ? [site] : [];
    if (requestHost) hosts.push(requestHost.toLowerCase());
    return hosts;
  };
}

/** Whether a browser says the request was made by another site's page. */
export function isCrossSite(headers: IncomingHttpHeaders, hosts: readonly string[]): boolean {
  if (first(headers["sec-fetch-site"])?.toLowerCase() === "cross-site") return true;
  const origin = first(headers.origin);
  if (origin === undefined) return false;
  const host = hostOf(origin);
  return host === null || !hosts.includes(host);
}

/**
 * The page of ours a form was posted from (its Referer), as a path: null when the browser did not
 * say, or named another site, or a path that is not one of our pages. Only such a path is ever
 * linked back to or read from the build.
 */
export function ownPageRoute(
  headers: IncomingHttpHeaders,
  hosts: readonly string[],
): string | null {
  const referer = first(headers.referer);
  if (!referer) return null;
  const host = hostOf(referer);
  if (host === null || !hosts.includes(host)) return null;
  const { pathname } = new URL(referer);
  return isSitePath(pathname) ? pathname : null;
}
