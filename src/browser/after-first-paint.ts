// Waits for the page to load and the browser to go idle, so that optional work (a decorative
// animation) never competes with the first paint. Returns a function that cancels the wait.
export const IDLE_TIMEOUT_MS = 2000;
const FALLBACK_DELAY_MS = 200;

export function afterFirstPaint(callback: () => void): () => void {
  let idleId: number | undefined;
  let timerId: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      idleId = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timerId = window.setTimeout(callback, FALLBACK_DELAY_MS);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timerId !== undefined) window.clearTimeout(timerId);
  };
}
