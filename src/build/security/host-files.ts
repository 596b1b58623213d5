// The rewrites that give Gatsby's client-only routes their pages on a static host, written to
// _redirects in the hosts' format (src/lib/host-files.ts).
import type { RedirectRule } from "../../lib/host-files";

export interface MatchPathPage {
  /** The page's own route, e.g. "/blog/[...slug]". */
  path: string;
  /** The routes it answers, in Gatsby's (reach router) form, e.g. "/blog/*slug". */
  matchPath: string | null;
}

/** Gatsby's "/blog/*slug" as a host's splat, "/blog/*"; null when the page has no pattern. */
export function hostPattern(matchPath: string | null): string | null {
  if (!matchPath || !matchPath.includes("*")) return null;
  return matchPath.replace(/\*\w*$/, "*");
}

/**
 * The rewrites (status 200) that give a client-only route's paths its page, as `gatsby serve`
 * does. Some hosts apply a rewrite even where a file exists, so the built pages the pattern
 * covers are rewritten to themselves first: the topmost matching rule wins.
 */
export function clientOnlyRewrites(
  pages: readonly MatchPathPage[],
  builtRoutes: readonly string[],
): RedirectRule[] {
  return pages.flatMap(({ path, matchPath }) => {
    const pattern = hostPattern(matchPath);
    if (!pattern) return [];
    const prefix = pattern.slice(0, -1);
    const own = builtRoutes
      .filter((route) => route.startsWith(prefix) && route !== path)
      .sort()
      .map((route) => ({ from: route, to: `${route}/`, status: 200 }));
    return [...own, { from: pattern, to: `${path}/`, status: 200 }];
  });
}
