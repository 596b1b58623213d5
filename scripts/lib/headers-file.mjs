// Reads a _headers file (the Netlify and Cloudflare Pages format) and says which headers a path
// gets, as those hosts do: every matching rule applies, and a header set by several rules has
// their values joined with commas. Plain Node: `gatsby serve` loads it before Gatsby.

/** The rules of a _headers file, in order: [{ path, headers: [[name, value], ...] }]. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers line ${index + 1}: "${line.trim()}"`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** A rule's path as a test of a request path: "*" is any rest, ":name" one segment. */
export function pathMatcher(pattern) {
  const source = pattern
    .split(/(\*|:\w+)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
    .join("");
  const regExp = new RegExp(`^${source}$`);
  return (path) => regExp.test(path);
}

/** The headers for one request path: { name: value }, names as the file spells them. */
export function headersFor(rules, path) {
  const found = new Map();
  for (const rule of rules) {
    if (!pathMatcher(rule.path)(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = found.get(key);
      found.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(found.values());
}
