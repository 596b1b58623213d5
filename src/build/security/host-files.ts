// The files static hosts (Netlify, Cloudflare Pages and others) read from the publish folder:
// _headers and _redirects. The production server applies the same _headers (src/server/static-site.ts).

export interface HeaderRule {
  /** A path or pattern: "/*" is every path. */
  path: string;
  headers: Record<string, string>;
}

/** _headers: each rule's path, then its headers indented, one a line. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `${comment.replace(/^/gm, "# ")}\n${blocks.join("\n\n")}\n`;
}

export interface MatchPathPage {
  /** The page's own route, e.g. "/blog/[...slug]". */
  path: string;
  /** The routes it answers, in Gatsby's (reach router) form, e.g. "/blog/*slug". */
  matchPath: string | null;
}

export interface Rewrite {
  from: string;
  to: string;
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
): Rewrite[] {
  return pages.flatMap(({ path, matchPath }) => {
    const pattern = hostPattern(matchPath);
    if (!pattern) return [];
    const prefix = pattern.slice(0, -1);
    const own = builtRoutes
      .filter((route) => route.startsWith(prefix) && route !== path)
      .sort()
      .map((route) => ({ from: route, to: `${route}/` }));
    return [...own, { from: pattern, to: `${path}/` }];
  });
}

/** _redirects: one rewrite a line, status 200. */
export function formatRedirectsFile(rewrites: readonly Rewrite[], comment: string): string {
  const lines = rewrites.map(({ from, to }) => `${from}  ${to}  200`);
  return `${comment.replace(/^/gm, "# ")}\n${lines.join("\n")}\n`;
}
