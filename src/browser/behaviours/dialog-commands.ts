import { wrapFocus } from "../../components/dialog-focus";

// A modal layer is a `<dialog>` shown with `show-modal`, or a popover marked `aria-modal` shown
// with `show-popover` (the phone menu: a popover restyles only itself as it shows, where a dialog
// makes the browser restyle the whole page).

/** Whether `layer` is showing. */
export function isShown(layer: HTMLElement): boolean {
  return layer instanceof HTMLDialogElement ? layer.open : layer.matches(":popover-open");
}

/** Hides `layer` if it is showing. */
export function hide(layer: HTMLElement): void {
  if (!isShown(layer)) return;
  if (layer instanceof HTMLDialogElement) layer.close();
  else layer.hidePopover();
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
  if (command === "show-popover" && !(layer instanceof HTMLDialogElement)) layer.showPopover();
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
