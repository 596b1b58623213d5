import { wrapFocus } from "../../components/dialog-focus";

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
  const buttons = [
    ...dialog.ownerDocument.querySelectorAll<HTMLButtonElement>(
      `button[commandfor="${dialog.id}"]`,
    ),
  ];

  // Only where the browser knows no invoker commands; elsewhere the button's command does it.
  const command = (event: MouseEvent) => {
    const button = event.currentTarget;
    if (!(button instanceof HTMLButtonElement)) return;
    const wanted = button.getAttribute("command");
    if (wanted === "show-modal" && !dialog.open) dialog.showModal();
    if (wanted === "close" && dialog.open) dialog.close();
  };
  const keydown = (event: KeyboardEvent) => {
    wrapFocus(event, dialog);
    // The browser's own close request needs a trusted key; a script's Escape closes it too.
    if (event.key !== "Escape") return;
    event.preventDefault();
    dialog.close();
  };
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

  const nativeCommands = "command" in HTMLButtonElement.prototype;
  if (!nativeCommands) for (const button of buttons) button.addEventListener("click", command);
  dialog.addEventListener("keydown", keydown);
  dialog.addEventListener("click", click);
  dialog.addEventListener("close", closed);
  return () => {
    for (const button of buttons) button.removeEventListener("click", command);
    dialog.removeEventListener("keydown", keydown);
    dialog.removeEventListener("click", click);
    dialog.removeEventListener("close", closed);
  };
}
