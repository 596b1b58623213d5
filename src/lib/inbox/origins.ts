// Which page origins the inbox counts as its own: the site's, and deploy previews named by a
// pattern in which `*` stands for part of one DNS label (letters, digits and hyphens, no dot).

/** The origin (scheme, host, port) of an http(s) URL, lower-cased; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The patterns of a comma-separated setting, each an origin with `*` in its host. */
export function originPatterns(setting: string | undefined): RegExp[] {
  return (setting ?? "")
    .split(",")
    .map((one) => one.trim().toLowerCase().replace(/\/+$/, ""))
    .filter((one) => /^https?:\/\/[a-z0-9.*-]+(?::\d+)?$/.test(one))
    .map((one) => new RegExp(`^${one.split("*").map(escapeRegExp).join("[a-z0-9-]+")}$`));
}

/** Whether an origin matches one of the patterns. */
export const matchesOrigin = (origin: string, patterns: readonly RegExp[]): boolean =>
  patterns.some((pattern) => pattern.test(origin));
