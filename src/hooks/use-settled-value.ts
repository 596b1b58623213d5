import { useEffect, useState } from "react";

/**
 * The value once it has stopped changing for `delayMs`: a live region fed with it speaks once
 * when typing pauses, not on every keystroke.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
