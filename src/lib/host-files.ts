// The _headers and _redirects files that static hosts (Netlify, Cloudflare Pages) read from the
// publish folder: the build writes them, and the production server reads the same files back, so
// every path gets exactly what a host would send.

export interface HeaderRule {
  /** A path or pattern: "/*" is every path, ":name" one segment. */
  path: string;
  headers: Record<string, string>;
}

/** A _redirects line: status 200 is a rewrite, which serves `to` at `from`'s address. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

const commentLines = (comment: string) => comment.replace(/^/gm, "# ");

/** _headers: each rule's path, then its headers indented, one a line. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `${commentLines(comment)}\n${blocks.join("\n\n")}\n`;
}

/** The rules of a _headers file, in order; a header named twice in one rule has both values. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers line ${index + 1}: "${line.trim()}"`);
    const name = line.slice(0, separator).trim();
    const value = line.slice(separator + 1).trim();
    const earlier = rule.headers[name];
    rule.headers[name] = earlier === undefined ? value : `${earlier}, ${value}`;
  }
  return rules;
}

const escapeRegExp = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** A rule's path as a test of a request path: "*" is any rest, ":name" one segment. */
export function pathMatcher(pattern: string): (path: string) => boolean {
  const source = pattern
    .split(/(\*|:\w+)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  const regExp = new RegExp(`^${source}$`);
  return (path) => regExp.test(path);
}

/**
 * The headers of a request path, as hosts apply them: every matching rule, and a header set by
 * several has their values joined with commas. Names as the file spells them.
 */
export function headersFor(rules: readonly HeaderRule[]): (path: string) => Record<string, string> {
  const matchers = rules.map((rule) => ({ ...rule, matches: pathMatcher(rule.path) }));
  return (path) => {
    const found = new Map<string, [string, string]>();
    for (const rule of matchers) {
      if (!rule.matches(path)) continue;
      for (const [name, value] of Object.entries(rule.headers)) {
        const key = name.toLowerCase();
        const earlier = found.get(key);
        found.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
      }
    }
    return Object.fromEntries(found.values());
  };
}

/** _redirects: one rule a line. */
export function formatRedirectsFile(rules: readonly RedirectRule[], comment: string): string {
  const lines = rules.map(({ from, to, status }) => `${from}  ${to}  ${status}`);
  return `${commentLines(comment)}\n${lines.join("\n")}\n`;
}

/** The rules of a _redirects file, in order (the first that matches a path applies). */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line, index) => {
      const [from = "", to = "", status = "301"] = line.split(/\s+/);
      const code = Number.parseInt(status, 10);
      if (!from.startsWith("/") || !to || !Number.isInteger(code)) {
        throw new Error(`_redirects rule ${index + 1}: "${line}"`);
      }
      return { from, to, status: code };
    });
}
