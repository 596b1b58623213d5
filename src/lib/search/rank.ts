import { matchTerm, normaliseText, queryTerms, type TermMatch } from "../text-match";

/** One page of the site in the prebuilt search index (public/search-index.json). */
export interface SearchDocument {
  path: string;
  kind: "post" | "page";
  title: string;
  description: string;
  headings: readonly string[];
}

export interface SearchResult {
  document: SearchDocument;
  score: number;
  /** The first heading other than the title that matches the query, shown as context. */
  heading: string | null;
}

// Where a term is found counts for more in the title than in a heading, and in a heading more
// than in the description. A match at the start of a word counts twice one inside a word.
const FIELD_WEIGHTS = { title: 10, heading: 4, description: 2 } as const;
const MATCH_FACTORS: Record<Exclude<TermMatch, null>, number> = { word: 1, inner: 0.5 };
const WHOLE_QUERY_IN_TITLE_BONUS = 5;

const weigh = (text: string, term: string, weight: number): number => {
  const match = matchTerm(text, term);
  return match ? weight * MATCH_FACTORS[match] : 0;
};

/**
 * The documents that contain every term of the query, best first: by score, then by title. A
 * blank query finds nothing.
 */
export function searchDocuments(
  documents: readonly SearchDocument[],
  query: string,
): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.join(" ");
  const results: SearchResult[] = [];
  for (const document of documents) {
    const title = normaliseText(document.title);
    const headings = document.headings.map(normaliseText);
    const description = normaliseText(document.description);
    let score = 0;
    let everyTermFound = true;
    for (const term of terms) {
      const termScore =
        weigh(title, term, FIELD_WEIGHTS.title) +
        Math.max(0, ...headings.map((heading) => weigh(heading, term, FIELD_WEIGHTS.heading))) +
        weigh(description, term, FIELD_WEIGHTS.description);
      if (termScore === 0) everyTermFound = false;
      score += termScore;
    }
    if (!everyTermFound) continue;
    if (terms.length > 1 && title.includes(phrase)) score += WHOLE_QUERY_IN_TITLE_BONUS;
    // A heading that repeats the title (a post's h1) adds nothing as context.
    const headingIndex = headings.findIndex(
      (heading) => heading !== title && terms.some((term) => matchTerm(heading, term)),
    );
    results.push({
      document,
      score,
      heading: headingIndex === -1 ? null : document.headings[headingIndex],
    });
  }
  return results.sort(
    (a, b) => b.score - a.score || a.document.title.localeCompare(b.document.title, "en-GB"),
  );
}
