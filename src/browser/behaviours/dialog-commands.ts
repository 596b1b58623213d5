import { wrapFocus } from "../../components/dialog-focus";

// A modal layer is a `<dialog>` shown with `show-modal`, or a popover marked `aria-modal` shown
// with `show-popover` (the phone menu: a popover restyles only itself as it shows, where a dialog
// makes the browser restyle the whole page).

/**
 * Marks a popover shown where the browser knows no popovers (Safari before 17): the global CSS
 * hides a popover without it there, and shows one with it.
 */
export const SHOWN_ATTRIBUTE = "data-shown";

function knowsPopovers(layer: HTMLElement): boolean {
  return "showPopover" in layer;
}

/** Whether `layer` is showing. */
export function isShown(layer: HTMLElement): boolean {
  if (layer instanceof HTMLDialogElement) return layer.open;
  return knowsPopovers(layer)
    ? layer.matches(":popover-open")
    : layer.hasAttribute(SHOWN_ATTRIBUTE);
}

/** Shows the popover `layer`, focus going to its `autofocus` control, if it is hidden. */
export function showPopoverLayer(layer: HTMLElement): void {
  if (isShown(layer)) return;
  if (knowsPopovers(layer)) return layer.showPopover();
  layer.setAttribute(SHOWN_ATTRIBUTE, "");
  layer.querySelector<HTMLElement>("[autofocus]")?.focus();
}

/** Hides `layer` if it is showing; a popover then fires `toggle`, as the browser's own do. */
export function hide(layer: HTMLElement): void {
  if (!isShown(layer)) return;
  if (layer instanceof HTMLDialogElement) return layer.close();
  if (knowsPopovers(layer)) return layer.hidePopover();
  layer.removeAttribute(SHOWN_ATTRIBUTE);
  layer.dispatchEvent(new Event("toggle"));
}

/** The buttons that show or hide `layer` with HTML's invoker commands (`commandfor`). */
export function commandButtons(layer: HTMLElement): HTMLButtonElement[] {
  return [
    ...layer.ownerDocument.querySelectorAll<HTMLButtonElement>(`button[commandfor="${layer.id}"]`),
  ];
}

function obey(layer: HTMLElement, command: string | null): void {
  if (command === "close" || command === "hide-popover") hide(layer);
  if (isShown(layer)) return;
  if (command === "show-modal" && layer instanceof HTMLDialogElement) layer.showModal();
  if (command === "show-popover" && !(layer instanceof HTMLDialogElement)) showPopoverLayer(layer);
}

/**
 * Where the browser knows no invoker commands, the buttons' clicks show and hide the layer
 * instead; elsewhere the buttons' commands do it and this adds nothing. Returns what stops it.
 */
export function commandsByClick(
  layer: HTMLElement,
  buttons: readonly HTMLButtonElement[],
): () => void {
  if ("command" in HTMLButtonElement.prototype) return () => undefined;
  const command = (event: MouseEvent) => {
    const button = event.currentTarget;
    if (button instanceof HTMLButtonElement) obey(layer, button.getAttribute("command"));
  };
  for (const button of buttons) button.addEventListener("click", command);
  return () => {
    for (const button of buttons) button.removeEventListener("click", command);
  };
}

/**
 * The keys of a modal layer beyond the browser's own: Tab stays inside it, and Escape hides it
 * however it was shown (the browser's own close request needs a trusted key; a script's Escape
 * hides it too). Returns what stops it.
 */
export function modalKeys(layer: HTMLElement): () => void {
  const keydown = (event: KeyboardEvent) => {
    wrapFocus(event, layer);
    if (event.key !== "Escape") return;
    event.preventDefault();
    hide(layer);
  };
  layer.addEventListener("keydown", keydown);
  return () => layer.removeEventListener("keydown", keydown);
}
