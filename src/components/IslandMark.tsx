import type { ReactNode } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from "../lib/kept-pages";

export interface IslandMarkProps {
  /** Which island stands here. */
  name: IslandName;
  /** What a page's own island renders from (the shell's render from the shell's content). */
  props?: object;
  /** The island as built. */
  children: ReactNode;
}

/**
 * Marks where an island stands in the built HTML, so that a kept page can bring it to life when
 * wanted (src/browser/kept-page.tsx), with its props written beside it. Elsewhere it is a plain
 * wrapper.
 */
export function IslandMark({ name, props, children }: IslandMarkProps) {
  const marks = {
    [ISLAND_ATTRIBUTE]: name,
    ...(props && { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }),
  };
  return <div {...marks}>{children}</div>;
}
