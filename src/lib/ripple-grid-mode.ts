// When the ripple grid moves, stands still or waits, and when it follows the pointer: the rules the
// page applies and the worker obeys (docs/product.md: still under reduced motion, paused off screen,
// the pointer followed only wider than the mobile breakpoint).

/** `running`: a frame on every animation frame; `still`: one frame at time 0; `paused`: nothing. */
export type RippleMode = "running" | "still" | "paused";

export interface RippleConditions {
  reducedMotion: boolean;
  onScreen: boolean;
  pageVisible: boolean;
}

export function rippleMode({ reducedMotion, onScreen, pageVisible }: RippleConditions): RippleMode {
  if (reducedMotion) return "still";
  return onScreen && pageVisible ? "running" : "paused";
}

/** Whether pointer moves reach the grid: only on wide screens, and never when it stands still. */
export const followsPointer = (narrowScreen: boolean, reducedMotion: boolean): boolean =>
  !narrowScreen && !reducedMotion;

/** Marks the ripple grid's canvas (RippleGrid), which a kept page's DOM code finds. */
export const RIPPLE_GRID_ATTRIBUTE = "data-ripple-grid";
