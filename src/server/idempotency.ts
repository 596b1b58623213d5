import type { IncomingHttpHeaders } from "node:http";
import { IDEMPOTENCY_HEADER } from "../lib/leads/form-ids";
import type { LeadProblem } from "../lib/leads/types";

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const KEY_TOO_LONG: LeadProblem = {
  error: `Invalid ${IDEMPOTENCY_HEADER}`,
  hint: `${IDEMPOTENCY_HEADER} can be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
};

export type KeyResult = { ok: true; key: string | null } | { ok: false; problem: LeadProblem };

/** The request's idempotency key: null when absent or blank, refused when too long. */
export function readIdempotencyKey(headers: IncomingHttpHeaders): KeyResult {
  const header = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = (Array.isArray(header) ? header.join(", ") : (header ?? "")).trim();
  if (!key) return { ok: true, key: null };
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return { ok: false, problem: KEY_TOO_LONG };
  return { ok: true, key };
}

/**
 * Runs one piece of work per key at a time: a request arriving while another with the same key is
 * still being handled waits for that one and gets its answer, so a lead is forwarded once.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const current = running.get(key);
      if (current) return current;
      const started = work().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
    size: () => running.size,
  };
}
