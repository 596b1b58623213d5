import type { IncomingHttpHeaders } from "node:http";
import { isIPv6 } from "node:net";

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
  /** The socket's peer address. */
  remoteAddress?: string;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address) || address.includes(".")) return null; // IPv4 in IPv6 form: keep it whole
  const [head = "", tail] = address.split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right];
}

/**
 * Whom a request is counted against. An IPv6 client is given a whole /64 (one home or phone
 * usually has one to itself and can pick any address in it), so it is counted by its first four
 * groups; an IPv4 address is one client.
 */
export function rateLimitKey(address: string): string {
  const groups = ipv6Groups(address.toLowerCase());
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The address the request came from, grouped for the rate limit. X-Forwarded-For is anyone's to
 * write, so it is only read behind our own proxy (LEADS_TRUST_PROXY=1), and then its last entry:
 * the one that proxy added.
 */
export function clientAddress(req: ClientSource, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return rateLimitKey(forwarded);
  }
  return req.remoteAddress ? rateLimitKey(req.remoteAddress) : "unknown";
}
