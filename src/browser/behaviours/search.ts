import { withPrefix } from "gatsby";
import { fillTemplate } from "../../lib/fill-template";
import { readQueryParam, writeQueryParam } from "../../lib/query-param";
import {
  isSearchIndex,
  isSearchPageData,
  SEARCH_HEADING_ATTRIBUTE,
  SEARCH_PAGE_ATTRIBUTE,
  SEARCH_RESULT_TEMPLATE_ATTRIBUTE,
  SEARCH_RESULTS_ATTRIBUTE,
  SEARCH_SLOT_ATTRIBUTE,
  SEARCH_SUGGESTIONS_ATTRIBUTE,
  type SearchPageCopy,
  type SearchResultSlot,
} from "../../lib/search/page-marks";
import { SEARCH_INDEX_PATH, SEARCH_PARAM } from "../../lib/search/paths";
import { createSearch, type SearchDocument, type SearchResult } from "../../lib/search/rank";
import { searchStatus, type IndexState } from "../../lib/search/status";
import { focusOnArrival } from "../focus-on-arrival";

/** Fetches the prebuilt index (as parsed JSON); stories pass one that answers as they need. */
export type IndexLoader = (signal: AbortSignal) => Promise<unknown>;

export const fetchSearchIndex: IndexLoader = async (signal) => {
  const response = await fetch(withPrefix(SEARCH_INDEX_PATH), { signal });
  if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: HTTP ${response.status}`);
  return response.json();
};

function part<E extends Element>(root: ParentNode, selector: string, type: new () => E): E {
  const found = root.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`The search page has no ${selector}`);
  return found;
}

/** One result, written into a copy of the build's template. */
function resultItem(prototype: Element, copy: SearchPageCopy, result: SearchResult): Node {
  const item = prototype.cloneNode(true);
  if (!(item instanceof Element)) return item;
  const slot = (name: SearchResultSlot) =>
    item.querySelector(`[${SEARCH_SLOT_ATTRIBUTE}="${name}"]`);
  const fill = (name: SearchResultSlot, text: string | null) => {
    const element = slot(name);
    if (!element) return;
    if (text) element.textContent = text;
    else element.remove();
  };
  const { document, heading } = result;
  fill("kind", copy.kinds[document.kind]);
  fill("title", document.title);
  slot("title")?.setAttribute("href", withPrefix(document.path));
  fill("heading", heading && fillTemplate(copy.matchedHeading, { heading }));
  fill("description", document.description);
  return item;
}

/**
 * The search page (/search?q=) on its HTML: the site's articles and pages that match what the
 * visitor types, listed as they type, with the query kept in the URL (written without a history
 * entry) so a search can be shared or reloaded; Back and Forward bring theirs. Enter moves focus to
 * the results. A visitor who arrives with nothing to search for came to type: the box takes focus.
 * What was typed before this code came is searched for. DOM alone, so the same code serves a page
 * React rendered and one that is the build's HTML. Returns what stops it.
 */
export function attachSearch(
  root: HTMLElement,
  loadIndex: IndexLoader = fetchSearchIndex,
): () => void {
  const written = root.getAttribute(SEARCH_PAGE_ATTRIBUTE);
  const data: unknown = written === null ? null : JSON.parse(written);
  if (!isSearchPageData(data)) throw new Error("The search page carries no words to search with");
  const { copy } = data;
  const form = part(root, 'form[role="search"]', HTMLFormElement);
  const input = part(form, 'input[type="search"]', HTMLInputElement);
  const heading = part(root, `[${SEARCH_HEADING_ATTRIBUTE}]`, HTMLElement);
  const status = part(root, '[role="status"]', HTMLElement);
  const suggestions = part(root, `[${SEARCH_SUGGESTIONS_ATTRIBUTE}]`, HTMLElement);
  const list = part(root, `[${SEARCH_RESULTS_ATTRIBUTE}]`, HTMLElement);
  const template = part(root, `[${SEARCH_RESULT_TEMPLATE_ATTRIBUTE}]`, HTMLTemplateElement);
  // Parsed from HTML, the item is the template's content; appended by React, its child.
  const prototype = template.content.firstElementChild ?? template.firstElementChild;
  if (!prototype) throw new Error("The search page's result template is empty");

  let index: IndexState = "loading";
  let documents: readonly SearchDocument[] = [];
  let search: ((query: string) => SearchResult[]) | null = null;
  // Indexed when a query first needs it: a visitor who has not typed yet costs the phone nothing.
  const find = (query: string): SearchResult[] => {
    if (index !== "ready" || query.trim() === "") return [];
    search ??= createSearch(documents);
    return search(query);
  };

  const show = () => {
    const query = input.value;
    const results = find(query);
    const { text, suggest } = searchStatus(copy, index, query, results);
    // Written only when it changes, so the live region does not say the same again.
    if (status.textContent !== text) status.textContent = text;
    suggestions.hidden = !suggest;
    list.replaceChildren(...results.map((result) => resultItem(prototype, copy, result)));
    list.hidden = results.length === 0;
  };
  const writeQuery = (value: string) => {
    const { pathname, search: query, hash } = window.location;
    const address = pathname + writeQueryParam(query, SEARCH_PARAM, value) + hash;
    window.history.replaceState(window.history.state, "", address);
  };
  const queryInUrl = () => readQueryParam(window.location.search, SEARCH_PARAM);

  const stops: (() => void)[] = [];
  const arrivedWith = queryInUrl();
  if (input.value !== "") {
    if (input.value !== arrivedWith) writeQuery(input.value);
  } else if (arrivedWith !== null) {
    input.value = arrivedWith;
  } else {
    stops.push(focusOnArrival(input));
  }

  const onInput = () => {
    writeQuery(input.value);
    show();
  };
  const onSubmit = (event: Event) => {
    // The results are already on screen: Enter takes the visitor to them.
    event.preventDefault();
    if (input.value.trim() !== "") heading.focus();
  };
  const onPopState = () => {
    input.value = queryInUrl() ?? "";
    show();
  };
  input.addEventListener("input", onInput);
  form.addEventListener("submit", onSubmit);
  window.addEventListener("popstate", onPopState);

  const controller = new AbortController();
  loadIndex(controller.signal)
    .then((loaded) => {
      if (!isSearchIndex(loaded)) throw new Error("The search index is not a list of documents");
      documents = loaded;
      index = "ready";
    })
    .catch(() => {
      index = "error";
    })
    .finally(() => {
      if (!controller.signal.aborted) show();
    });
  show();

  return () => {
    controller.abort();
    stops.forEach((stop) => stop());
    input.removeEventListener("input", onInput);
    form.removeEventListener("submit", onSubmit);
    window.removeEventListener("popstate", onPopState);
  };
}
