import { useEffect } from "react";

/** Stops the page behind an overlay from scrolling while `locked` is true. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const previous = body.style.overflow;
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    const previousPadding = body.style.paddingRight;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous;
      body.style.paddingRight = previousPadding;
    };
  }, [locked]);
}
