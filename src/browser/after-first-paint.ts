// Waits for the page to load and the browser to go idle, so that optional work (a decorative
// animation) never competes with the first paint. Returns a function that cancels the wait.
export const IDLE_TIMEOUT_MS = 2000;
const FALLBACK_DELAY_MS = 200;

export function afterFirstPaint(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    cancelIdle = whenIdle(callback, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle?.();
  };
}

/**
 * Calls back when the browser is next idle (by `timeoutMs` at the latest, when given), or soon
 * where it cannot tell. Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const idleId = window.requestIdleCallback(
      callback,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => window.cancelIdleCallback(idleId);
  }
  const timerId = window.setTimeout(callback, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timerId);
}
