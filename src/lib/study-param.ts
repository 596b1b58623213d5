// The case study open on /case-studies lives in the query string (?study=<id>), so a study can be
// shared and opens on load.

const STUDY_PARAM = "study";

/** The study id named by a query string, if it is one of `known`; anything else is ignored. */
export function readStudyParam(search: string, known: readonly string[]): string | null {
  const id = new URLSearchParams(search).get(STUDY_PARAM);
  return id !== null && known.includes(id) ? id : null;
}

/**
 * The query string with the study set (or removed, for null), other parameters kept.
 * Returns "" or a string starting with "?".
 */
export function writeStudyParam(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(STUDY_PARAM);
  else params.set(STUDY_PARAM, id);
  const query = params.toString();
  return query ? `?${query}` : "";
}
