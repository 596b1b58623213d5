import { commandButtons, commandsByClick, modalKeys } from "./dialog-commands";

export interface MobileMenuOptions {
  /** Called whenever the menu closes, however it was asked to. */
  onClose?: () => void;
}

/**
 * What the phone menu's `<dialog>` does beyond the browser's own: Tab stays inside it, Escape
 * closes it however it was opened, a followed link closes it, and closing otherwise gives focus
 * back to the button that shows it. Where the browser knows no invoker commands, its buttons' clicks
 * (`commandfor`) show and close it instead. DOM alone, so the same code serves a page whose
 * header React hydrated and one whose header is the build's HTML. Returns what stops it.
 */
export function attachMobileMenu(
  dialog: HTMLDialogElement,
  { onClose }: MobileMenuOptions = {},
): () => void {
  let followedLink = false;
  const buttons = commandButtons(dialog);

  const click = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    followedLink = true;
    dialog.close();
  };
  const closed = () => {
    if (!followedLink)
      buttons.find((button) => button.getAttribute("command") === "show-modal")?.focus();
    followedLink = false;
    onClose?.();
  };

  const stops = [commandsByClick(dialog, buttons), modalKeys(dialog)];
  dialog.addEventListener("click", click);
  dialog.addEventListener("close", closed);
  return () => {
    stops.forEach((stop) => stop());
    dialog.removeEventListener("click", click);
    dialog.removeEventListener("close", closed);
  };
}
