import { useCallback, useEffect, useRef, useState } from "react";
import { readStudyParam, writeStudyParam } from "../lib/study-param";

const urlWithStudy = (id: string | null): string => {
  const { pathname, search, hash } = window.location;
  return pathname + writeStudyParam(search, id) + hash;
};

/**
 * The case study open on the page, kept in the URL (?study=<id>): opening adds a history entry,
 * so Back closes the study; a shared link opens it once the page has hydrated. Unknown ids are
 * ignored. Gatsby's navigate is not used: it would scroll the page to the top.
 */
export function useStudySelection(ids: readonly string[]) {
  const [selected, setSelected] = useState<string | null>(null);
  // Whether the open study added its own history entry, which closing then takes back.
  const pushed = useRef(false);

  useEffect(() => {
    const sync = () => {
      pushed.current = false;
      setSelected(readStudyParam(window.location.search, ids));
    };
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, [ids]);

  const open = useCallback((id: string) => {
    window.history.pushState(window.history.state, "", urlWithStudy(id));
    pushed.current = true;
    setSelected(id);
  }, []);

  const close = useCallback(() => {
    setSelected(null);
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      window.history.replaceState(window.history.state, "", urlWithStudy(null));
    }
  }, []);

  return { selected, open, close };
}
