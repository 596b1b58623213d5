// What a page has open (a case study, a tool) lives in one query parameter, so it can be shared and
// opens on load.
import { readQueryParam, writeQueryParam } from "./query-param";

/** The id the parameter names, if it is one of `known`; anything else is ignored. */
export function readSelectionParam(
  search: string,
  name: string,
  known: readonly string[],
): string | null {
  const id = readQueryParam(search, name);
  return id !== null && known.includes(id) ? id : null;
}

/**
 * The query string with the selection set (or removed, for null). Other parameters are kept,
 * except `dropOnClose` ones when the selection is removed (what belonged to the closed item).
 * Returns "" or a string starting with "?".
 */
export function writeSelectionParam(
  search: string,
  name: string,
  id: string | null,
  dropOnClose: readonly string[] = [],
): string {
  const kept =
    id === null
      ? dropOnClose.reduce((rest, drop) => writeQueryParam(rest, drop, null), search)
      : search;
  return writeQueryParam(kept, name, id);
}

/**
 * A modal dialog in the page's HTML that a query parameter names when open: its element carries
 * the parameter's name in URL_DIALOG_ATTRIBUTE and the item's id in URL_DIALOG_ID_ATTRIBUTE
 * (src/browser/behaviours/url-dialogs.ts).
 */
export const URL_DIALOG_ATTRIBUTE = "data-url-dialog";
export const URL_DIALOG_ID_ATTRIBUTE = "data-url-dialog-id";
