import { StyleSheet } from "@emotion/sheet";

const ADOPTING = Symbol.for("studio-site.adopt-server-styles");

type Adoptable = typeof StyleSheet & { [ADOPTING]?: true };

/**
 * Emotion takes over the style tags written at build time by inserting each one into the head
 * again, even where it already stands. Moving a stylesheet makes the browser restyle and lay out
 * the whole page: once when the cache is made (the class rules) and again when Chakra's global
 * styles mount, a long task on a slow phone. A tag
 * already in the sheet's container is taken over where it stands instead. The order of the rules
 * stays as Emotion expects: it inserts new tags after the last one it holds, as before.
 */
export function adoptServerStyleTags(sheet: Adoptable = StyleSheet): void {
  if (sheet[ADOPTING]) return;
  sheet[ADOPTING] = true;
  const hydrate = sheet.prototype.hydrate;
  sheet.prototype.hydrate = function adoptInPlace(this: StyleSheet, nodes: HTMLStyleElement[]) {
    const inPlace = (node: HTMLStyleElement) => node.parentNode === this.container;
    this.tags.push(...nodes.filter(inPlace));
    hydrate.call(
      this,
      nodes.filter((node) => !inPlace(node)),
    );
  };
}
