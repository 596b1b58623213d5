/** Requests counted in one client's current window, and when it ends. */
export interface HitCount {
  count: number;
  resetInMs: number;
}

/** Counts a client's requests in fixed windows; shared by every instance when it is a database. */
export interface HitCounter {
  /** Counts one request for `key`; `limit` is what the caller allows in a window. */
  hit(key: string, windowMs: number, limit: number): Promise<HitCount>;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * One process's counts, in memory. At most `maxClients` are kept: past that the oldest windows
 * of clients still within their limit make room. A client over its limit is never forgotten
 * before its window ends, whatever others do (each one cost it more than `limit` requests).
 */
export function memoryHitCounter({
  maxClients = 100_000,
  now = Date.now,
}: { maxClients?: number; now?: () => number } = {}): HitCounter & { size(): number } {
  // Insertion order is window start order: a window that starts again is moved to the end.
  const windows = new Map<string, Window>();

  function makeRoom(time: number, limit: number): void {
    for (const [client, window] of windows) {
      if (window.endsAt > time) break;
      windows.delete(client);
    }
    if (windows.size < maxClients) return;
    for (const [client, window] of windows) {
      if (windows.size < maxClients) break;
      if (window.count <= limit) windows.delete(client);
    }
  }

  return {
    async hit(key, windowMs, limit) {
      const time = now();
      const current = windows.get(key);
      if (current && current.endsAt > time) {
        current.count += 1;
        return { count: current.count, resetInMs: current.endsAt - time };
      }
      windows.delete(key);
      makeRoom(time, limit);
      windows.set(key, { count: 1, endsAt: time + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    size: () => windows.size,
  };
}
