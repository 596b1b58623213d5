import { pickVariation } from "./pick";
import { abStorageKey, type AbTest } from "./tests";

export type AbStorage = Pick<Storage, "getItem" | "setItem">;

export interface AbAssignment {
  test_name: string;
  variation: string;
}

function storedVariation(test: AbTest, storage: AbStorage): string | null {
  const stored = storage.getItem(abStorageKey(test));
  return stored !== null && test.variations.includes(stored) ? stored : null;
}

/**
 * The visitor's variation of a test, chosen once and kept (docs/product.md#forms: sticky). A stored, known
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
  try {
    const stored = storedVariation(test, storage);
    if (stored !== null) return stored;
    const variation = test.variations[pickVariation(test.weights, random)] ?? control;
    storage.setItem(abStorageKey(test), variation);
    track({ test_name: test.name, variation });
    return variation;
  } catch {
    return control;
  }
}

/**
 * The variations this visitor has been given so far, one assignment per test that has a stored
 * variation of its own, in the order of `tests`. Unreadable storage gives none.
 */
export function storedAssignments(
  tests: readonly AbTest[],
  storage: AbStorage | null,
): AbAssignment[] {
  if (!storage) return [];
  try {
    return tests.flatMap((test) => {
      const variation = storedVariation(test, storage);
      return variation === null ? [] : [{ test_name: test.name, variation }];
    });
  } catch {
    return [];
  }
}
