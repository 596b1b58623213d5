import { flushQueue, nextDueAt } from "./queue";
import { browserTransport, redeliver } from "./transport";

let flushing: Promise<unknown> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is due now, then waits for the next one; never two flushes at once. */
export function flushLeadQueue({ force = false }: { force?: boolean } = {}): Promise<unknown> {
  const transport = browserTransport();
  const store = transport.store;
  if (!store) return Promise.resolve();
  flushing ??= flushQueue(store, (item) => redeliver(item, transport), transport.now, {
    force,
  }).finally(() => {
    flushing = null;
    schedule();
  });
  return flushing;
}

function schedule(): void {
  const store = browserTransport().store;
  clearTimeout(timer);
  const due = store ? nextDueAt(store) : null;
  if (due !== null) timer = setTimeout(() => void flushLeadQueue(), Math.max(0, due - Date.now()));
}

/**
 * Queued leads are sent on the next page load (when due) and at once when the browser comes back
 * online.
 */
let started = false;
export function startLeadRetry(): void {
  if (!started) {
    started = true;
    window.addEventListener("online", () => void flushLeadQueue({ force: true }));
  }
  void flushLeadQueue();
}
