// Chakra writes every token as a custom property on the root and every style that uses one as
// var(--chakra-…). The browser then substitutes and re-parses each reference for each element it
// styles, and the page carries both the reference and the definition. A token that only the root
// defines has one value on every element, so the build writes that value where it is used. The
// root keeps its definitions: rules that Emotion adds in the browser still refer to them.

/** The block in which Chakra defines its tokens (the theme's `cssVarsRoot`). */
const ROOT_BLOCK = /:where\(:root, :host\)\{([^{}]*)\}/g;
const DECLARATION = /(--[^\s:;{}]+):([^;{}]*)/g;
const DECLARED_NAME = /[{;]\s*(--[^\s:;{}]+)\s*:/g;
const REFERENCE = /var\((--[^\s,()]+)\)/g;
// A token defined through other tokens is resolved through at most this many of them.
const MAX_DEPTH = 8;

/**
 * The tokens `css` defines once, on the root, and nowhere else (not in another root block, not
 * on an element, as a colour palette is), each with its value, itself resolved.
 */
export function constantTokens(css: string): Map<string, string> {
  const rootDefinitions = [...css.matchAll(ROOT_BLOCK)].flatMap((block) => [
    ...(block[1] ?? "").matchAll(DECLARATION),
  ]);
  const definedElsewhere = new Set(
    [...css.replace(ROOT_BLOCK, "").matchAll(DECLARED_NAME)].map((match) => match[1]),
  );
  const counts = new Map<string, number>();
  for (const [, name] of rootDefinitions) counts.set(name ?? "", (counts.get(name ?? "") ?? 0) + 1);
  const raw = new Map(
    rootDefinitions
      .filter(([, name]) => name && counts.get(name) === 1 && !definedElsewhere.has(name))
      .map(([, name, value]) => [name ?? "", (value ?? "").trim()]),
  );
  const resolve = (value: string, depth: number): string =>
    depth > MAX_DEPTH
      ? value
      : value.replace(REFERENCE, (reference, name: string) => {
          const inner = raw.get(name);
          return inner === undefined ? reference : resolve(inner, depth + 1);
        });
  const resolved = new Map<string, string>();
  for (const [name, value] of raw) {
    const inlined = resolve(value, 0);
    // A token that still refers to another property (one an element may define, or a circle) is
    // substituted where the root computes it, not where it is used: it stays a reference.
    // An empty value would make the declaration using it invalid when parsed, not when computed.
    if (inlined && !inlined.includes("var(")) resolved.set(name, inlined);
  }
  return resolved;
}

/** `css` with each reference to a constant token (one without a fallback) replaced by its value. */
export function inlineTokens(css: string, tokens: ReadonlyMap<string, string>): string {
  return css.replace(REFERENCE, (reference, name: string) => tokens.get(name) ?? reference);
}
