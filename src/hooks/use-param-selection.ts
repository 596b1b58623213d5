import { useCallback, useEffect, useRef, useState } from "react";
import { readSelectionParam, writeSelectionParam } from "../lib/selection-param";

interface SelectionOptions {
  /** Parameters that belong to the open item and leave with it (e.g. a tool's inputs). */
  dropOnClose?: readonly string[];
}

/**
 * The item open on the page (a case study, a tool), kept in the URL (?<name>=<id>): opening adds a
 * history entry, so Back closes it; a shared link opens it once the page has hydrated. Unknown ids
 * are ignored. Gatsby's navigate is not used: it would scroll the page to the top.
 */
export function useParamSelection(
  name: string,
  ids: readonly string[],
  { dropOnClose }: SelectionOptions = {},
) {
  const [selected, setSelected] = useState<string | null>(null);
  // Whether the open item added its own history entry, which closing then takes back.
  const pushed = useRef(false);

  useEffect(() => {
    const sync = () => {
      pushed.current = false;
      setSelected(readSelectionParam(window.location.search, name, ids));
    };
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, [name, ids]);

  const urlWith = useCallback(
    (id: string | null): string => {
      const { pathname, search, hash } = window.location;
      return pathname + writeSelectionParam(search, name, id, dropOnClose) + hash;
    },
    [name, dropOnClose],
  );

  const open = useCallback(
    (id: string) => {
      window.history.pushState(window.history.state, "", urlWith(id));
      pushed.current = true;
      setSelected(id);
    },
    [urlWith],
  );

  const close = useCallback(() => {
    setSelected(null);
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      window.history.replaceState(window.history.state, "", urlWith(null));
    }
  }, [urlWith]);

  return { selected, open, close };
}
