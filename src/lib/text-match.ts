// Case- and accent-insensitive matching of what a visitor types against content text.

/** Lower case, accents removed, punctuation and runs of space folded into single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}£$%]+/gu, " ")
    .trim();
}

/** The distinct terms of a query, normalised; an empty or blank query has none. */
export function queryTerms(query: string): string[] {
  return [...new Set(normaliseText(query).split(" ").filter(Boolean))];
}

export type TermMatch = "word" | "inner" | null;

/**
 * How a normalised term occurs in normalised text: at the start of a word ("auto" in "ai
 * automation"), inside a word ("mat" in "automation"), or not at all.
 */
export function matchTerm(text: string, term: string): TermMatch {
  if (` ${text}`.includes(` ${term}`)) return "word";
  return text.includes(term) ? "inner" : null;
}
