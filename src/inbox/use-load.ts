import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** What a view has of the data it loads: the last answer, the last failure, and a way to ask again. */
export interface Loaded<T> {
  /** The answer for the current key; kept while it reloads, and after a failed reload. */
  data: T | undefined;
  /** Why the last load for the current key failed; undefined once one succeeds. */
  error: unknown;
  /** Whether an answer for the current key is awaited. */
  loading: boolean;
  /** Loads again for the same key (after a change, or a failure); resolves with the new answer. */
  reload: () => Promise<T | undefined>;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: unknown;
}

/**
 * Loads once per key (a lead's id, a list's query), and again on reload. An answer that arrives
 * after the key has changed is dropped, so a slow page of leads never replaces a newer one.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [reloading, setReloading] = useState(false);
  const latest = useRef({ key, load });
  useLayoutEffect(() => {
    latest.current = { key, load };
  });

  const run = useCallback(async (forKey: string): Promise<T | undefined> => {
    try {
      const data = await latest.current.load();
      if (latest.current.key !== forKey) return undefined;
      setSettled({ key: forKey, data });
      return data;
    } catch (error) {
      if (latest.current.key !== forKey) return undefined;
      setSettled((previous) => ({
        key: forKey,
        data: previous?.key === forKey ? previous.data : undefined,
        error,
      }));
      return undefined;
    }
  }, []);

  useEffect(() => {
    void run(key);
  }, [key, run]);

  const reload = useCallback(async () => {
    setReloading(true);
    const data = await run(latest.current.key);
    setReloading(false);
    return data;
  }, [run]);

  const current = settled?.key === key ? settled : undefined;
  return {
    data: current?.data,
    error: current?.error,
    loading: !current || reloading,
    reload,
  };
}
