/**
 * The variation on screen: the chosen one, or the first (the control) when the chosen id is not
 * among them, e.g. a stored id from a test since changed.
 */
export function shownVariation<T extends { variation: string }>(
  variations: readonly T[],
  chosen: string,
): T | undefined {
  return variations.find((item) => item.variation === chosen) ?? variations[0];
}
