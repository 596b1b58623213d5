import { useSyncExternalStore } from "react";
import { isScrolledPast } from "../lib/scroll";

/** True once the window has scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("scroll", onChange, { passive: true });
      return () => window.removeEventListener("scroll", onChange);
    },
    () => isScrolledPast(window.scrollY, threshold),
    () => false,
  );
}
