const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The part of a keyboard event wrapFocus reads: React's and the DOM's alike. */
export interface TabKey {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

/**
 * Keeps Tab inside a modal dialog: from its last control to its first and back. showModal() makes
 * the page inert, but the browser would still let focus leave for its own toolbar.
 */
export function wrapFocus(event: TabKey, dialog: HTMLElement): void {
  if (event.key !== "Tab") return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
