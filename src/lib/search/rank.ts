import MiniSearch from "minisearch";
import { normaliseText, queryTerms } from "../text-match";
import { stemWord, textWords } from "./terms";

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

interface Indexed {
  id: number;
  title: string;
  headings: string;
  description: string;
}

// A term found in the title counts for more than in a heading, and in a heading more than in the
// description. Whole words count more than the start of one or a near miss (MiniSearch's own
// weights), and a title that holds the whole query is put first among equals.
const FIELD_BOOSTS = { title: 5, headings: 2, description: 1 };
const WHOLE_QUERY_IN_TITLE_FACTOR = 1.5;
// A typo is forgiven in words of five letters or more: one edit in five, at most two.
const FUZZY_SHARE = 0.2;
const FUZZY_FROM_LENGTH = 5;
const MAX_FUZZY = 2;

/** The stems a text is searched by. */
const stems = (text: string): string[] => textWords(text).map(stemWord);

/** The first heading other than the title that holds one of the matched stems. */
function contextHeading(document: SearchDocument, matched: readonly string[]): string | null {
  const title = normaliseText(document.title);
  const found = document.headings.find(
    (heading) =>
      normaliseText(heading) !== title && stems(heading).some((stem) => matched.includes(stem)),
  );
  return found ?? null;
}

/**
 * A search over the documents: what it returns for a query is the documents that hold every
 * term of it (a word, the start of one, another form of it or a near miss), best first: by
 * score, then by title. A blank query finds nothing.
 */
export function createSearch(
  documents: readonly SearchDocument[],
): (query: string) => SearchResult[] {
  const index = new MiniSearch<Indexed>({
    fields: ["title", "headings", "description"],
    tokenize: textWords,
    processTerm: stemWord,
    searchOptions: {
      boost: FIELD_BOOSTS,
      combineWith: "AND",
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_FROM_LENGTH ? FUZZY_SHARE : false),
      maxFuzzy: MAX_FUZZY,
    },
  });
  index.addAll(
    documents.map((document, id) => ({
      id,
      title: document.title,
      // Each heading on a line of its own, so no phrase runs from one into the next.
      headings: document.headings.join("\n"),
      description: document.description,
    })),
  );

  return (query) => {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const phrase = terms.join(" ");
    const results: SearchResult[] = [];
    for (const hit of index.search(phrase)) {
      const document = documents[hit.id as number];
      if (!document) continue;
      const wholeQueryInTitle = terms.length > 1 && normaliseText(document.title).includes(phrase);
      results.push({
        document,
        score: hit.score * (wholeQueryInTitle ? WHOLE_QUERY_IN_TITLE_FACTOR : 1),
        heading: contextHeading(document, hit.terms),
      });
    }
    return results.sort(
      (a, b) => b.score - a.score || a.document.title.localeCompare(b.document.title, "en-GB"),
    );
  };
}

/** The documents that match the query, best first (see createSearch). */
export function searchDocuments(
  documents: readonly SearchDocument[],
  query: string,
): SearchResult[] {
  return createSearch(documents)(query);
}
