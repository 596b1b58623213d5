import { useEffect, useRef } from "react";
import { EXIT_INTENT_DWELL_MS } from "../lib/constants";

/** The pointer left the window through its top edge (y at or below 0), not into a child. */
function isExitIntent(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/**
 * Calls onIntent once the pointer has left through the top edge and stayed out for the dwell time
 * (docs/product.md#forms); coming back sooner cancels it. Only listens while enabled.
 */
export function useExitIntent(enabled: boolean, onIntent: () => void): void {
  const callback = useRef(onIntent);
  useEffect(() => {
    callback.current = onIntent;
  });

  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const leave = (event: MouseEvent) => {
      if (!isExitIntent(event)) return;
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), EXIT_INTENT_DWELL_MS);
    };
    const back = () => clearTimeout(timer);
    root.addEventListener("mouseleave", leave);
    root.addEventListener("mouseenter", back);
    return () => {
      clearTimeout(timer);
      root.removeEventListener("mouseleave", leave);
      root.removeEventListener("mouseenter", back);
    };
  }, [enabled]);
}
