import { FIRST_PAINT_ATTRIBUTE } from "../components/drawn-near-screen";

/**
 * Ends base.css's hold on the parts near the screen, before a script first draws into the page:
 * a part drawn after it is laid out at once, and what it holds can take focus. Not sooner than
 * needed: ending it restyles every part the hold touched and lays them out again.
 */
export function endFirstPaintHold(): void {
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
}
