import type { ReactNode } from "react";
import { ISLAND_ATTRIBUTE, type IslandName } from "../lib/kept-pages";

export interface IslandMarkProps {
  /** Which of the shell's islands stands here. */
  name: IslandName;
  /** The island as built. */
  children: ReactNode;
}

/**
 * Marks where a part of the shell stands in the built HTML, so that a kept page can bring it to
 * life when wanted (src/browser/kept-page.tsx). Elsewhere it is a plain wrapper.
 */
export function IslandMark({ name, children }: IslandMarkProps) {
  return <div {...{ [ISLAND_ATTRIBUTE]: name }}>{children}</div>;
}
