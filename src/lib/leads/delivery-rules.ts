// A stored lead's deliveries (the platform, the webhook) are tried until they succeed, with growing
// waits, or until the receiver refuses for good or the attempts run out.

/** What one attempt found. */
export type AttemptOutcome = "delivered" | "retry" | "refused";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after each failed attempt: minutes at first, then hours, about four days in all. */
export const RETRY_DELAYS_MS = [
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  12 * HOUR,
  24 * HOUR,
  24 * HOUR,
  24 * HOUR,
] as const;

/** Attempts made before a delivery is given up as failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long to wait after `attempts` failed attempts; null once they are all used. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts < 1) return 0;
  return RETRY_DELAYS_MS[attempts - 1] ?? null;
}

/**
 * A redirect, 401, 403 or 404 means our settings are wrong (an old URL, a revoked key, a deleted
 * list): nothing the visitor did, and mended by the owner, so it is retried and logged.
 */
export function isConfigurationFault(status: number): boolean {
  return (status >= 300 && status < 400) || status === 401 || status === 403 || status === 404;
}

/**
 * An HTTP answer as an attempt's outcome: 2xx delivered; a configuration fault, 408, 429 or 5xx
 * retried; any other 4xx refused for good (the receiver will never take this lead as it is).
 */
export function outcomeOfStatus(status: number): AttemptOutcome {
  if (status >= 200 && status < 300) return "delivered";
  if (isConfigurationFault(status) || status === 408 || status === 429 || status >= 500) {
    return "retry";
  }
  return "refused";
}

export type DeliveryStateAfter =
  | { state: "delivered" | "refused" | "failed"; attempts: number }
  | { state: "pending"; attempts: number; nextAttemptAt: Date };

/** Where a delivery stands after one more attempt with this outcome, made at `now`. */
export function stateAfterAttempt(
  attemptsBefore: number,
  outcome: AttemptOutcome,
  now: Date,
): DeliveryStateAfter {
  const attempts = attemptsBefore + 1;
  if (outcome !== "retry") return { state: outcome, attempts };
  const delay = retryDelayMs(attempts);
  return delay === null
    ? { state: "failed", attempts }
    : { state: "pending", attempts, nextAttemptAt: new Date(now.getTime() + delay) };
}
