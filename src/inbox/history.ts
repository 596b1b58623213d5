import { createContext, useContext, useSyncExternalStore } from "react";

// The inbox's tiny router: where it is (a path and query, as one string) and how it moves. The
// page uses the browser's own history (pushState, and popstate for back and forward); a story
// keeps its own list of places, so the catalogue's frame never leaves its story.

export interface InboxHistory {
  /** Where the inbox is: the path and query, "/inbox/lead/1" or "/inbox?status=new". */
  href(): string;
  /** Goes to a place, which becomes a step back. */
  push(href: string): void;
  /** Goes to a place in the current step's stead (a redirect, not a step). */
  replace(href: string): void;
  /** Calls the listener after every move; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The browser's address bar and history. */
export function browserHistory(): InboxHistory {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    href: () => window.location.pathname + window.location.search,
    push(href) {
      window.history.pushState(null, "", href);
      notify();
    },
    replace(href) {
      window.history.replaceState(null, "", href);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("popstate", notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("popstate", notify);
      };
    },
  };
}

/** A history of its own, starting at `initial`: for stories and tests. */
export function memoryHistory(
  initial: string,
): InboxHistory & { back(): void; entries(): string[] } {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    href: () => entries[index],
    push(href) {
      entries.splice(index + 1, entries.length, href);
      index += 1;
      notify();
    },
    replace(href) {
      entries[index] = href;
      notify();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      notify();
    },
    entries: () => entries.slice(0, index + 1),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The inbox's history, given by InboxApp to every link and view below it. */
export const HistoryContext = createContext<InboxHistory | null>(null);

export function useHistory(): InboxHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error("The inbox's views need InboxApp's history (HistoryContext)");
  return history;
}

/** The current place, re-rendering on every move. */
export function useHref(): string {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.href);
}

/** Splits a place into its path and query ("" or "?…"). */
export function splitHref(href: string): { pathname: string; search: string } {
  const at = href.indexOf("?");
  return at === -1
    ? { pathname: href, search: "" }
    : { pathname: href.slice(0, at), search: href.slice(at) };
}
