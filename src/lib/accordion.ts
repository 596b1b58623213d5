import { nextIndex, previousIndex } from "./cycle";

/**
 * An accordion's root. Its DOM code (src/browser/behaviours/accordion.ts) opens and closes the
 * panels of the headers inside it, the same whether React drew the page or the build did.
 */
export const ACCORDION_ATTRIBUTE = "data-accordion";

const MOVES: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: nextIndex,
  ArrowUp: previousIndex,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Which header a key sends focus to from header `index` of `count` (WAI-ARIA APG accordion:
 * ArrowDown and ArrowUp wrap, Home and End go to the ends), or null for a key that moves nothing.
 */
export function headerAfterKey(key: string, index: number, count: number): number | null {
  const move = MOVES[key];
  return move && count > 0 ? move(index, count) : null;
}
