// How text becomes search terms: the words of normalised text, each cut to its stem, so that a
// word finds the other forms of it ('automate', 'automated', 'automation', 'automations').
import { normaliseText } from "../text-match";

// Longest first; one ending is taken off a word, and only when a stem of at least three letters
// is left, so short words ('ai', 'roi', 'use') stay whole.
const ENDINGS = ["ions", "ion", "ings", "ing", "ed", "es", "s", "e"] as const;
const SHORTEST_STEM = 3;

/** A word's stem: the same for the usual English forms of it. */
export function stemWord(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= SHORTEST_STEM)
      return word.slice(0, -ending.length);
  }
  return word;
}

/** The words of a text, normalised (case, accents and punctuation folded). */
export function textWords(text: string): string[] {
  return normaliseText(text).split(" ").filter(Boolean);
}
