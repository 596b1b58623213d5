import { reservedNow, reserveAtBottom, watchReserves } from "../../hooks/use-bottom-reserve";

/** Marks the floating call to action's bar (FloatingLinkButton draws it). */
export const FLOATING_ACTION_ATTRIBUTE = "data-floating-action";

/** Room kept at the bottom of the window for the button, so that it never hides what has focus. */
const RESERVED = "5.5rem";
/** What it sits above while shown. */
const BELOW = ["consent-banner"] as const;

/**
 * While the floating call to action is on the page, the document's scroll padding keeps whatever
 * receives focus clear of it (WCAG 2.4.11, technique C43), and while the consent banner is shown
 * the button sits above it. Returns what stops it.
 */
export function attachFloatingAction(bar: HTMLElement): () => void {
  const release = reserveAtBottom("floating-action", RESERVED);
  const follow = () => {
    bar.style.bottom = reservedNow(BELOW);
  };
  follow();
  const stopFollowing = watchReserves(follow);
  return () => {
    stopFollowing();
    release();
    bar.style.removeProperty("bottom");
  };
}
