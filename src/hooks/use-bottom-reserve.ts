import { useSyncExternalStore } from "react";

/** What may sit fixed or sticky at the bottom of the window. */
export type BottomReserveName = "floating-action" | "consent-banner";

type Reserved = Readonly<Partial<Record<BottomReserveName, string>>>;

// The sizes live here, not in custom properties on <html>: a custom property is inherited, so
// changing one there restyles every element of the page when the consent banner appears. Scroll padding is not inherited, and only the elements that sit
// above a reserve read it, through useReservedBelow.
let reserved: Reserved = {};
const listeners = new Set<() => void>();

/** The sum of `sizes` as one CSS length. */
function sumOf(sizes: readonly string[]): string {
  if (sizes.length === 0) return "0px";
  return sizes.length === 1 ? sizes[0] : `calc(${sizes.join(" + ")})`;
}

function sizesOf(from: Reserved, names?: readonly BottomReserveName[]): string[] {
  return Object.entries(from)
    .filter(([name]) => !names || names.includes(name as BottomReserveName))
    .map(([, size]) => size);
}

function update(next: Reserved): void {
  reserved = next;
  const all = sizesOf(reserved);
  // Focus is scrolled clear of everything at the bottom at once (WCAG 2.4.11, technique C43).
  const root = document.documentElement.style;
  if (all.length === 0) root.removeProperty("scroll-padding-bottom");
  else root.scrollPaddingBottom = sumOf(all);
  listeners.forEach((listener) => listener());
}

/**
 * Keeps `size` (a CSS length) free at the bottom of the window for `name` until the returned
 * function is called.
 */
export function reserveAtBottom(name: BottomReserveName, size: string): () => void {
  update({ ...reserved, [name]: size });
  return () => {
    if (reserved[name] !== size) return;
    update(Object.fromEntries(Object.entries(reserved).filter(([other]) => other !== name)));
  };
}

/** Calls `listener` whenever a reserve is kept or given back. Returns what stops it. */
export function watchReserves(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The room kept now at the bottom of the window by `names` (all reserves when omitted). */
export function reservedNow(names?: readonly BottomReserveName[]): string {
  return sumOf(sizesOf(reserved, names));
}

/**
 * The room kept now at the bottom of the window by `names` (all reserves when omitted), as a CSS
 * length: "0px" while nothing is reserved, and always while the page is built or hydrates.
 */
export function useReservedBelow(names?: readonly BottomReserveName[]): string {
  // A string: React compares snapshots by value, so nothing else is kept to compare.
  return useSyncExternalStore(
    watchReserves,
    () => reservedNow(names),
    () => "0px",
  );
}
