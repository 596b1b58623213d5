/**
 * The retry queue of docs/product.md#departures: submissions that failed on the network or with a 5xx wait
 * in localStorage with their idempotency key and are sent again, with back-off, until the server
 * has them. The server de-duplicates by key, so sending one twice never stores it twice.
 */

/** The part of localStorage the queue uses (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface QueuedSubmission {
  /** The idempotency key, sent as the Idempotency-Key header. */
  key: string;
  url: string;
  /** The JSON body, exactly as first sent. */
  body: string;
  attempts: number;
  queuedAt: number;
  nextAttemptAt: number;
}

/** What one delivery attempt found: the server has it, try again later, or it will never accept it. */
export type DeliveryOutcome = "delivered" | "retry" | "rejected";

export const QUEUE_STORAGE_KEY = "lead_retry_queue";
const FIRST_RETRY_DELAY_MS = 5_000;
const MAX_RETRY_DELAY_MS = 30 * 60_000;

/** 5 s after the first failure, doubling each time, never more than 30 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

function isQueuedSubmission(value: unknown): value is QueuedSubmission {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === "string" &&
    typeof item.url === "string" &&
    typeof item.body === "string" &&
    typeof item.attempts === "number" &&
    typeof item.queuedAt === "number" &&
    typeof item.nextAttemptAt === "number"
  );
}

export function readQueue(store: KeyValueStore): QueuedSubmission[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(QUEUE_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isQueuedSubmission) : [];
  } catch {
    return [];
  }
}

function writeQueue(store: KeyValueStore, queue: readonly QueuedSubmission[]): void {
  store.setItem(QUEUE_STORAGE_KEY, JSON.stringify(queue));
}

/** Keeps a submission that just failed once; a key already queued is not added twice. */
export function enqueue(
  store: KeyValueStore,
  submission: Pick<QueuedSubmission, "key" | "url" | "body">,
  now: number,
): void {
  const queue = readQueue(store);
  if (queue.some((item) => item.key === submission.key)) return;
  writeQueue(store, [
    ...queue,
    { ...submission, attempts: 1, queuedAt: now, nextAttemptAt: now + retryDelay(1) },
  ]);
}

/** When the next queued submission is due, or null when the queue is empty. */
export function nextDueAt(store: KeyValueStore): number | null {
  const queue = readQueue(store);
  return queue.length ? Math.min(...queue.map((item) => item.nextAttemptAt)) : null;
}

export interface FlushReport {
  delivered: number;
  rejected: number;
  kept: number;
}

/**
 * Sends every due submission once. Delivered and rejected ones leave the queue; the others are
 * kept with a longer delay. The queue is re-read before writing so that a submission queued while
 * this ran (in this tab or another) is not lost.
 */
export async function flushQueue(
  store: KeyValueStore,
  deliver: (submission: QueuedSubmission) => Promise<DeliveryOutcome>,
  now: () => number,
  { force = false }: { force?: boolean } = {},
): Promise<FlushReport> {
  const due = readQueue(store).filter((item) => force || item.nextAttemptAt <= now());
  const outcomes = new Map<string, DeliveryOutcome>();
  for (const item of due) {
    outcomes.set(item.key, await deliver(item).catch((): DeliveryOutcome => "retry"));
  }
  const after = now();
  const remaining = readQueue(store).flatMap((item): QueuedSubmission[] => {
    const outcome = outcomes.get(item.key);
    if (outcome === "delivered" || outcome === "rejected") return [];
    if (outcome !== "retry") return [item];
    const attempts = item.attempts + 1;
    return [{ ...item, attempts, nextAttemptAt: after + retryDelay(attempts) }];
  });
  writeQueue(store, remaining);
  const count = (wanted: DeliveryOutcome) =>
    [...outcomes.values()].filter((outcome) => outcome === wanted).length;
  return { delivered: count("delivered"), rejected: count("rejected"), kept: remaining.length };
}

/** A 5xx, 408 or 429 may pass later; any other 4xx never will; a 2xx means the server has it. */
export function outcomeForStatus(status: number): DeliveryOutcome {
  if (status >= 200 && status < 300) return "delivered";
  if (status >= 500 || status === 408 || status === 429) return "retry";
  return "rejected";
}
