import { useMemo, useState, useSyncExternalStore } from "react";
import type { InputsOf, SomeFormSpec } from "../lib/tools/calculator-form";
import { formFromQuery } from "../lib/tools/calculator-query";
import { RENDERED_QUERY_META, RESULTS_PATH_ATTRIBUTE } from "../lib/tools/calculator-results";

/**
 * The query string a calculator starts from, watched from outside the calculator only: "" in
 * the static HTML and while hydrating (so the markup matches), the URL's own straight after, and
 * again after Back or Forward. A page the server rendered for a query (a form sent before the
 * scripts ran: src/server/calculator-page.ts) hydrates with the query it says it rendered. The
 * calculator's own writes (replaceCalculatorQuery) are not echoed back, so what a visitor is
 * typing is never reset by the URL it has just written.
 */
function createQueryStore() {
  let search: string | null = null;
  return {
    subscribe(listener: () => void): () => void {
      const onPopState = () => {
        search = window.location.search;
        listener();
      };
      window.addEventListener("popstate", onPopState);
      return () => window.removeEventListener("popstate", onPopState);
    },
    getSnapshot(): string {
      search ??= window.location.search;
      return search;
    },
  };
}

/** The query the server rendered the calculator's form for, or "" (the build's own HTML). */
function renderedQuery(resultsPath: string | undefined): string {
  if (resultsPath === undefined || typeof document === "undefined") return "";
  const meta = document.head.querySelector(
    `meta[name="${RENDERED_QUERY_META}"][${RESULTS_PATH_ATTRIBUTE}="${resultsPath}"]`,
  );
  return meta?.getAttribute("content") ?? "";
}

/**
 * The query string to read a calculator's inputs from (see createQueryStore); `resultsPath` is
 * where its form is sent, which names it on a page the server rendered.
 */
export function useCalculatorQuery(resultsPath?: string): string {
  // One store per calculator, so each mount reads the URL it finds.
  const [store] = useState(createQueryStore);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => renderedQuery(resultsPath));
}

/** The page's address with another query string, path and hash kept. */
export function urlWithQuery(search: string): string {
  const { origin, pathname, hash } = window.location;
  return origin + pathname + search + hash;
}

/**
 * Puts a query string in the address bar without a history entry (no entry per keystroke) and
 * without Gatsby's navigate, which would scroll to the top.
 */
export function replaceCalculatorQuery(search: string): void {
  if (search === window.location.search) return;
  window.history.replaceState(window.history.state, "", urlWithQuery(search));
}

/**
 * A calculator's starting inputs and texts, read from the URL (see formFromQuery: an unusable
 * value is shown with its problem, the results take the field's default), and a key that changes
 * with them: rendering the form with that key starts it afresh when new figures arrive from the
 * URL (a shared link, Back). `resultsPath` is as useCalculatorQuery's; `start`, when given, is
 * read instead of the URL.
 */
export function useInputsFromQuery<S extends SomeFormSpec>(
  spec: S,
  defaults: InputsOf<S>,
  { resultsPath, start }: { resultsPath?: string; start?: string } = {},
) {
  const search = useCalculatorQuery(resultsPath);
  const read = start ?? search;
  const { inputs, texts } = useMemo(
    () => formFromQuery(spec, read, defaults),
    [spec, read, defaults],
  );
  return { initial: inputs, texts, key: JSON.stringify(texts) };
}
