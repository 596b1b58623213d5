/**
 * The index of the variation a random number in [0, 1) falls on, walking the cumulative weights:
 * with 0.33/0.33/0.34, [0, 0.33) is 0, [0.33, 0.66) is 1 and [0.66, 1) is 2.
 */
export function pickVariation(weights: readonly number[], random: number): number {
  let upTo = 0;
  for (let index = 0; index < weights.length; index += 1) {
    upTo += weights[index] ?? 0;
    if (random < upTo) return index;
  }
  // Weights that sum to a shade under 1 in floating point still cover the whole range.
  return Math.max(weights.length - 1, 0);
}
