// @ts-check
// Total Blocking Time as the phone bench counts it: every long task's time over 50 ms, from
// navigation until the main thread has been quiet (no long task) for a whole window.

export const BLOCKING_MS = 50;
export const QUIET_MS = 3000;

/**
 * @typedef {{ startTime: number; duration: number }} LongTask
 * @param {LongTask[]} tasks the page's long tasks, in milliseconds from navigation
 * @param {number} now how far the page has been watched, in the same clock
 * @param {number} [quietMs]
 * @returns {{ quietAtMs: number; tbtMs: number } | null} when the first quiet window began and the
 *   blocking time before it; null while no such window has passed yet
 */
export function blockingTime(tasks, now, quietMs = QUIET_MS) {
  const sorted = [...tasks].sort((a, b) => a.startTime - b.startTime);
  let quietFrom = 0;
  let tbtMs = 0;
  for (const task of sorted) {
    if (task.startTime - quietFrom >= quietMs) break;
    tbtMs += totalBlockingTime([task]);
    quietFrom = Math.max(quietFrom, task.startTime + task.duration);
  }
  return now - quietFrom >= quietMs ? { quietAtMs: quietFrom, tbtMs } : null;
}

/**
 * The blocking time of every task, for a page that never went quiet while it was watched.
 * @param {LongTask[]} tasks
 */
export function totalBlockingTime(tasks) {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_MS), 0);
}
