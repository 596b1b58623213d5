import { wrapFocus } from "../../components/dialog-focus";

/** The buttons that open or close `dialog` with HTML's invoker commands (`commandfor`). */
export function commandButtons(dialog: HTMLDialogElement): HTMLButtonElement[] {
  return [
    ...dialog.ownerDocument.querySelectorAll<HTMLButtonElement>(
      `button[commandfor="${dialog.id}"]`,
    ),
  ];
}

/**
 * Where the browser knows no invoker commands, the buttons' clicks show and close the dialog
 * instead; elsewhere the buttons' commands do it and this adds nothing. Returns what stops it.
 */
export function commandsByClick(
  dialog: HTMLDialogElement,
  buttons: readonly HTMLButtonElement[],
): () => void {
  if ("command" in HTMLButtonElement.prototype) return () => undefined;
  const command = (event: MouseEvent) => {
    const button = event.currentTarget;
    if (!(button instanceof HTMLButtonElement)) return;
    const wanted = button.getAttribute("command");
    if (wanted === "show-modal" && !dialog.open) dialog.showModal();
    if (wanted === "close" && dialog.open) dialog.close();
  };
  for (const button of buttons) button.addEventListener("click", command);
  return () => {
    for (const button of buttons) button.removeEventListener("click", command);
  };
}

/**
 * The keys of a modal dialog beyond the browser's own: Tab stays inside it, and Escape closes it
 * however it was opened (the browser's own close request needs a trusted key; a script's Escape
 * closes it too). Returns what stops it.
 */
export function modalKeys(dialog: HTMLDialogElement): () => void {
  const keydown = (event: KeyboardEvent) => {
    wrapFocus(event, dialog);
    if (event.key !== "Escape") return;
    event.preventDefault();
    dialog.close();
  };
  dialog.addEventListener("keydown", keydown);
  return () => dialog.removeEventListener("keydown", keydown);
}
