import { useEffect } from "react";

/** What may sit fixed or sticky at the bottom of the window, each with its own height variable. */
export type BottomReserveName = "floating-action" | "consent-banner";

const NAMES: readonly BottomReserveName[] = ["floating-action", "consent-banner"];
const variable = (name: BottomReserveName) => `--${name}-height`;

/** The height of everything kept at the bottom of the window now, as a CSS length. */
export const RESERVED_AT_BOTTOM = `calc(${NAMES.map((name) => `var(${variable(name)}, 0px)`).join(" + ")})`;

/**
 * Keeps `size` (a CSS length) free at the bottom of the window for one element while it is there:
 * its height variable on <html>, which the document's scroll padding adds up, so the floating
 * button and the consent banner can stack without either covering what has focus.
 */
export function useBottomReserve(name: BottomReserveName, size: string | null): void {
  useEffect(() => {
    if (size === null) return;
    const root = document.documentElement;
    root.style.setProperty(variable(name), size);
    // Focus is scrolled clear of everything at the bottom at once (WCAG 2.4.11, technique C43).
    root.style.scrollPaddingBottom = RESERVED_AT_BOTTOM;
    return () => {
      root.style.removeProperty(variable(name));
      if (NAMES.every((other) => !root.style.getPropertyValue(variable(other)))) {
        root.style.removeProperty("scroll-padding-bottom");
      }
    };
  }, [name, size]);
}
