import type { KeyboardEvent, SyntheticEvent } from "react";
import { wrapFocus } from "./dialog-focus";

/**
 * Escape and the browser's other close requests, for a modal <dialog> whose open state React owns;
 * Tab stays inside it.
 * Escape is handled on keydown rather than left to the cancel event: without a user activation
 * since the last close request, Chrome closes a dialog without firing cancel, which would leave it
 * open in state. onCancel still covers the other ways to ask to close.
 */
export function dialogCloseHandlers(onClose: () => void) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      wrapFocus(event, event.currentTarget);
      if (event.key !== "Escape") return;
      event.preventDefault();
      onClose();
    },
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
  };
}
