import { useCallback, useSyncExternalStore } from "react";
import { readQueryParam, writeQueryParam } from "../lib/query-param";

// Writers tell every reader of the URL at once; Back and Forward arrive as popstate.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/**
 * A query-string parameter as state ("" when absent), so what a visitor filters or searches for
 * can be shared and survives a reload. Writing replaces the history entry (no entry per
 * keystroke) and bypasses Gatsby's navigate, which would scroll to the top. The static HTML is
 * rendered with "" and hydrates with it; the URL's value follows straight after.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readQueryParam(window.location.search, name) ?? "",
    () => "",
  );
  const setValue = useCallback(
    (next: string) => {
      const { pathname, search, hash } = window.location;
      const url = pathname + writeQueryParam(search, name, next) + hash;
      window.history.replaceState(window.history.state, "", url);
      listeners.forEach((listener) => listener());
    },
    [name],
  );
  return [value, setValue];
}
