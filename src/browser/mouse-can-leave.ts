/**
 * Whether a mouse could leave the window through its top edge, as the exit popup waits for: only
 * where a pointer can hover. A phone's touch screen cannot.
 */
export function aMouseCanLeave(): boolean {
  return window.matchMedia("(any-hover: hover)").matches;
}
