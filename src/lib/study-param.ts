// The case study open on /case-studies lives in the query string (?study=<id>), so a study can be
// shared and opens on load.
import { readQueryParam, writeQueryParam } from "./query-param";

const STUDY_PARAM = "study";

/** The study id named by a query string, if it is one of `known`; anything else is ignored. */
export function readStudyParam(search: string, known: readonly string[]): string | null {
  const id = readQueryParam(search, STUDY_PARAM);
  return id !== null && known.includes(id) ? id : null;
}

/**
 * The query string with the study set (or removed, for null), other parameters kept.
 * Returns "" or a string starting with "?".
 */
export function writeStudyParam(search: string, id: string | null): string {
  return writeQueryParam(search, STUDY_PARAM, id);
}
