import type { IncomingHttpHeaders } from "node:http";

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the client may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(client: string): RateDecision;
  /** How many clients are being tracked (memory stays bounded). */
  size(): number;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Most clients tracked at once; the oldest windows are dropped beyond it. */
  maxClients?: number;
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** A fixed window per client: `limit` requests, then refusals until the window ends. */
export function createRateLimiter({
  limit,
  windowMs,
  maxClients = 10_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, Window>();
  let nextPruneAt = 0;

  function prune(time: number): void {
    if (time < nextPruneAt && windows.size < maxClients) return;
    for (const [client, window] of windows) {
      if (window.resetAt <= time) windows.delete(client);
    }
    nextPruneAt = time + windowMs;
    // Maps iterate in insertion order and a new window is always inserted last: drop the oldest.
    for (const client of windows.keys()) {
      if (windows.size < maxClients) break;
      windows.delete(client);
    }
  }

  return {
    check(client) {
      const time = now();
      prune(time);
      const window = windows.get(client);
      if (!window || window.resetAt <= time) {
        windows.delete(client);
        windows.set(client, { count: 1, resetAt: time + windowMs });
        return { allowed: true, retryAfterSeconds: 0 };
      }
      if (window.count < limit) {
        window.count += 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
    size: () => windows.size,
  };
}

export interface ClientSource {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
}

/**
 * The address the request came from. X-Forwarded-For is anyone's to write, so it is only read
 * behind our own proxy (LEADS_TRUST_PROXY=1), and then its last entry: the one that proxy added.
 */
export function clientAddress(req: ClientSource, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return req.socket?.remoteAddress ?? "unknown";
}
