import { useMemo, useState, useSyncExternalStore } from "react";
import type { InputsOf, SomeFormSpec } from "../lib/tools/calculator-form";
import { readFormQuery, writeFormQuery } from "../lib/tools/calculator-query";

/**
 * The query string a calculator starts from, watched from outside the calculator only: "" in
 * the static HTML and while hydrating (so the markup matches), the URL's own straight after, and
 * again after Back or Forward. The calculator's own writes (replaceCalculatorQuery) are not
 * echoed back, so what a visitor is typing is never reset by the URL it has just written.
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

const serverSnapshot = () => "";

/** The query string to read a calculator's inputs from (see createQueryStore). */
export function useCalculatorQuery(): string {
  // One store per calculator, so each mount reads the URL it finds.
  const [store] = useState(createQueryStore);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
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
 * A calculator's starting inputs, read from the URL (defaults where a value is missing or
 * unusable), and a key that changes with them: rendering the form with that key starts it afresh
 * when new figures arrive from the URL (a shared link, Back).
 */
export function useInputsFromQuery<S extends SomeFormSpec>(spec: S, defaults: InputsOf<S>) {
  const search = useCalculatorQuery();
  const initial = useMemo(() => readFormQuery(spec, search, defaults), [spec, search, defaults]);
  return { initial, key: writeFormQuery(spec, "", initial) };
}
