// Reads the _headers and _redirects files the build writes for static hosts (Netlify, Cloudflare
// Pages), so that the production server sends every path exactly what a host would: one source.

export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
  matches: (path: string) => boolean;
}

/** The rules of a _headers file, in order. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [], matches: pathMatcher(line.trim()) });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers line ${index + 1}: "${line.trim()}"`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
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
 * The headers for one request path, as hosts apply them: every matching rule, and a header set by
 * several has their values joined with commas. Names as the file spells them.
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const found = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.matches(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = found.get(key);
      found.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(found.values());
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  matches: (path: string) => boolean;
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
      return { from, to, status: code, matches: pathMatcher(from) };
    });
}
