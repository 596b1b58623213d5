import { enqueue, outcomeForStatus, type DeliveryOutcome, type KeyValueStore } from "./queue";
import type { QueuedSubmission } from "./queue";
import { NETWORK_FAILURE, toLeadResult } from "../../lib/leads/response";
import type { LeadResult } from "../../lib/leads/result";
import { browserStorage } from "../browser-storage";
import { IDEMPOTENCY_HEADER } from "../../lib/leads/form-ids";

/** What sending to the site's own endpoints needs; tests and stories pass their own. */
export interface Transport {
  fetch: typeof fetch;
  /** Where failed submissions wait; null when the browser has no usable localStorage. */
  store: KeyValueStore | null;
  now: () => number;
  newKey: () => string;
}

/** A random key; randomUUID only exists on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function browserTransport(): Transport {
  return {
    fetch: (input, init) => fetch(input, init),
    store: browserStorage(),
    now: () => Date.now(),
    newKey: newIdempotencyKey,
  };
}

function post(transport: Transport, url: string, body: string, key: string): Promise<Response> {
  return transport.fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", [IDEMPOTENCY_HEADER]: key },
    body,
  });
}

/**
 * Posts JSON to one of the site's endpoints with a fresh idempotency key. A network failure or an
 * answer that may pass later (5xx, 408, 429) puts the submission in the retry queue and says so
 * with `queued` (and `busy` for a 429: the server asked for a pause); any other answer is mapped to the product's messages (see
 * docs/product.md#lead-handling).
 */
export async function postToSite(
  url: string,
  payload: object,
  transport: Transport = browserTransport(),
): Promise<LeadResult> {
  const key = transport.newKey();
  const body = JSON.stringify(payload);
  const queue = (): boolean => {
    if (!transport.store) return false;
    try {
      enqueue(transport.store, { key, url, body }, transport.now());
      return true;
    } catch {
      return false; // storage full or blocked: the visitor is told it was not sent
    }
  };
  let response: Response;
  try {
    response = await post(transport, url, body, key);
  } catch {
    return { ...NETWORK_FAILURE, ...(queue() ? { queued: true } : {}) };
  }
  const answer: unknown = await response.json().catch(() => null);
  const result = toLeadResult(response.status, answer);
  if (outcomeForStatus(response.status) !== "retry" || !queue()) return result;
  return { ...result, queued: true, ...(response.status === 429 ? { busy: true } : {}) };
}

/** One more try for a queued submission, with the key it was first sent with. */
export async function redeliver(
  submission: QueuedSubmission,
  transport: Transport = browserTransport(),
): Promise<DeliveryOutcome> {
  try {
    const response = await post(transport, submission.url, submission.body, submission.key);
    return outcomeForStatus(response.status);
  } catch {
    return "retry";
  }
}
