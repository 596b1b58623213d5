import { afterFirstPaint } from "../after-first-paint";
import { commandButtons, commandsByClick, hide, isShown, modalKeys } from "./dialog-commands";

export interface MobileMenuOptions {
  /** Called whenever the menu closes, however it was asked to. */
  onClose?: () => void;
}

/** The command of the button that shows the menu. */
export const SHOW_MENU = "show-popover";

/**
 * Lays the hidden menu out once, unseen and unpainted (shown and hidden again within one task):
 * the first tap then finds its links' text already shaped in their font and size, which would
 * otherwise be done between the tap and the frame that shows the menu.
 */
function layOutUnseen(menu: HTMLElement): void {
  if (isShown(menu)) return;
  menu.style.setProperty("display", "block");
  menu.style.setProperty("visibility", "hidden");
  menu.getBoundingClientRect();
  menu.style.removeProperty("display");
  menu.style.removeProperty("visibility");
  if (menu.style.length === 0) menu.removeAttribute("style");
}

/**
 * What the phone menu (a popover marked `aria-modal`) does beyond the browser's own: its close
 * button takes focus as it shows (the popover's own focusing steps), Tab stays inside it, Escape
 * hides it however it was shown, a followed link hides it, and hiding it otherwise gives focus
 * back to the button that shows it. Where the browser knows no invoker commands, its buttons'
 * clicks (`commandfor`) show and hide it instead. DOM alone, so the same code serves a page whose
 * header React hydrated and one whose header is the build's HTML. Once the page is idle, the
 * menu is laid out unseen, so that the first tap shows it sooner. Returns what stops it.
 */
export function attachMobileMenu(
  menu: HTMLElement,
  { onClose }: MobileMenuOptions = {},
): () => void {
  let followedLink = false;
  const buttons = commandButtons(menu);
  const closeButton = buttons.find((button) => menu.contains(button));
  if (closeButton) closeButton.autofocus = true;

  const click = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    followedLink = true;
    hide(menu);
  };
  // A toggle event comes a task after the menu was shown or hidden: it may be showing again.
  const toggled = () => {
    if (isShown(menu)) return;
    if (!followedLink)
      buttons.find((button) => button.getAttribute("command") === SHOW_MENU)?.focus();
    followedLink = false;
    onClose?.();
  };

  const stops = [
    commandsByClick(menu, buttons),
    modalKeys(menu),
    afterFirstPaint(() => layOutUnseen(menu)),
  ];
  menu.addEventListener("click", click);
  menu.addEventListener("toggle", toggled);
  return () => {
    stops.forEach((stop) => stop());
    menu.removeEventListener("click", click);
    menu.removeEventListener("toggle", toggled);
  };
}
