import { pickVariation } from "./pick";
import { abStorageKey, type AbTest } from "./tests";

export type AbStorage = Pick<Storage, "getItem" | "setItem">;

export interface AbAssignment {
  test_name: string;
  variation: string;
}

/**
 * The visitor's variation of a test, chosen once and kept (SPEC §4: sticky). A stored, known
 * variation is returned as it is; otherwise one is picked with `random`, stored and reported through
 * `track` (so each visitor is counted once). When storage is unavailable (blocked cookies, private
 * modes) the visitor sees the control and is not counted: without storage the choice could not stick.
 */
export function assignVariation(
  test: AbTest,
  storage: AbStorage | null,
  random: number,
  track: (assignment: AbAssignment) => void,
): string {
  const control = test.variations[0] ?? "";
  if (!storage) return control;
  const key = abStorageKey(test);
  try {
    const stored = storage.getItem(key);
    if (stored !== null && test.variations.includes(stored)) return stored;
    const variation = test.variations[pickVariation(test.weights, random)] ?? control;
    storage.setItem(key, variation);
    track({ test_name: test.name, variation });
    return variation;
  } catch {
    return control;
  }
}
