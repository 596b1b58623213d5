// The inbox's search, from what the owner typed: its words only (runs of letters and digits, their
// accents dropped), each found as the start of a word, all of them required. Nothing else of the
// typed text reaches the database, so neither FTS5's syntax nor tsquery's can be typed in: their
// operators, quotes and stars are not letters. An address typed whole also finds every lead whose
// address reaches the same mailbox (src/lib/leads/mailbox), however it was spelled.

import { mailboxKey } from "../../../lib/leads/mailbox";
import { dialects, empty, sql } from "../../store/sql/statement";

/** More words than this narrow nothing a person would type; the rest are left out. */
const MAX_WORDS = 8;
/** Longer than any word worth finding (PostgreSQL leaves out words of 2,048 bytes or more). */
const MAX_WORD_LENGTH = 64;

const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** The words to find, accents dropped as both indexes drop them, each once, in the order typed. */
export function searchWords(q: string): string[] {
  const words = q.normalize("NFD").replace(COMBINING_ACCENTS, "").match(WORD) ?? [];
  const cut = words.map((word) => Array.from(word).slice(0, MAX_WORD_LENGTH).join(""));
  return [...new Set(cut)].slice(0, MAX_WORDS);
}

/** FTS5's MATCH: each word a quoted prefix (a word holds no quote), all required. */
export const sqliteMatch = (words: readonly string[]): string =>
  words.map((word) => `"${word}"*`).join(" AND ");

/** A tsquery's text: each word a quoted prefix lexeme (a word holds no quote), all required. */
export const postgresQuery = (words: readonly string[]): string =>
  words.map((word) => `'${word}':*`).join(" & ");

/** One address, typed whole: the text has an @ with something either side, and no space. */
const ONE_ADDRESS = /^[^\s@]+@[^\s@]+$/u;

/** The mailbox key of what was typed when it is one address, else null. */
export function mailboxSought(q: string): string | null {
  const typed = q.trim();
  return ONE_ADDRESS.test(typed) ? mailboxKey(typed) : null;
}

/**
 * The search as a clause over submissions `s`, in each database's own index: SQLite's FTS5 table,
 * PostgreSQL's full-text column; null when nothing typed is a word.
 */
export function searchClause(q: string) {
  const words = searchWords(q);
  if (!words.length) return null;
  const mailbox = mailboxSought(q);
  const orMailbox = mailbox === null ? empty() : sql` OR s.mailbox = ${mailbox}`;
  return dialects({
    // The unary + keeps SQLite from reading the leads out of the words' matches, which it would
    // then have to sort: they are read in order from an index, each looked up among the matches.
    sqlite: sql`(+s.rowid IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ${sqliteMatch(words)})${orMailbox})`,
    postgres: sql`(s.search @@ lower(${postgresQuery(words)})::tsquery${orMailbox})`,
  });
}
