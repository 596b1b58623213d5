import {
  readSelectionParam,
  URL_DIALOG_ATTRIBUTE,
  URL_DIALOG_ID_ATTRIBUTE,
  writeSelectionParam,
} from "../../lib/selection-param";
import { commandButtons, commandsByClick, modalKeys } from "./dialog-commands";

/** The page's dialogs that `param` names, by item. */
function dialogsOf(root: ParentNode, param: string): Map<string, HTMLDialogElement> {
  const dialogs = new Map<string, HTMLDialogElement>();
  for (const dialog of root.querySelectorAll(`dialog[${URL_DIALOG_ATTRIBUTE}="${param}"]`)) {
    const item = dialog.getAttribute(URL_DIALOG_ID_ATTRIBUTE);
    if (item && dialog instanceof HTMLDialogElement) dialogs.set(item, dialog);
  }
  return dialogs;
}

/**
 * What the page's `CommandModal`s named by `param` do beyond the browser's own: the open one is
 * named in the URL (?<param>=<item>), and opening adds a history entry, so Back closes it and a
 * shared link opens it; Escape, the backdrop and the close buttons close it, focus going back to
 * the button that opened it; Tab stays inside. Unknown items in the URL are ignored. DOM alone, so
 * the same code serves a page React rendered and one that is the build's HTML. `onOpen` hears of
 * each dialog a visitor opens. Returns what stops it.
 */
export function attachUrlDialogs(
  root: ParentNode,
  param: string,
  onOpen: (item: string) => void = () => undefined,
): () => void {
  const dialogs = dialogsOf(root, param);
  const items = [...dialogs.keys()];
  // Whether the open dialog added its own history entry, which closing then takes back.
  let pushed = false;
  let opener: HTMLElement | null = null;
  // Dialogs closed because history moved on: the URL already says so.
  const followingHistory = new WeakSet<HTMLDialogElement>();

  const urlWith = (item: string | null): string => {
    const { pathname, search, hash } = window.location;
    return pathname + writeSelectionParam(search, param, item) + hash;
  };
  const followUrl = () => {
    pushed = false;
    const wanted = readSelectionParam(window.location.search, param, items);
    for (const [item, dialog] of dialogs) {
      if (item === wanted && !dialog.open) dialog.showModal();
      if (item !== wanted && dialog.open) {
        followingHistory.add(dialog);
        dialog.close();
      }
    }
  };

  const stops: (() => void)[] = [];
  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, listener);
    stops.push(() => target.removeEventListener(type, listener));
  };

  for (const [item, dialog] of dialogs) {
    const buttons = commandButtons(dialog);
    stops.push(commandsByClick(dialog, buttons), modalKeys(dialog));
    for (const button of buttons.filter((each) => each.getAttribute("command") === "show-modal"))
      listen(button, "click", () => {
        opener = button;
        window.history.pushState(window.history.state, "", urlWith(item));
        pushed = true;
        onOpen(item);
      });
    // The dialog fills only its box; a click on the dialog element itself is on the backdrop.
    listen(dialog, "click", (event) => {
      if (event.target === dialog) dialog.close();
    });
    listen(dialog, "close", () => {
      if (followingHistory.delete(dialog)) return;
      opener?.focus();
      opener = null;
      if (pushed) {
        pushed = false;
        window.history.back();
      } else {
        window.history.replaceState(window.history.state, "", urlWith(null));
      }
    });
  }

  followUrl();
  window.addEventListener("popstate", followUrl);
  return () => {
    window.removeEventListener("popstate", followUrl);
    stops.forEach((stop) => stop());
  };
}
