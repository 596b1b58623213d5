import type { ReactNode } from "react";
import { URL_DIALOG_ATTRIBUTE, URL_DIALOG_ID_ATTRIBUTE } from "../lib/selection-param";
import { ModalFrame } from "./Modal";

export interface CommandModalProps {
  /** The dialog's id, which the buttons that open and close it name (`commandfor`). */
  id: string;
  /** The query parameter that names the open item, and this dialog's item. */
  selection: { param: string; item: string };
  /** Id of the element that names the dialog, normally its heading. */
  labelledBy: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** The dialog's widest width, a size token. */
  maxW?: string;
  /** The dialog's content. */
  children: ReactNode;
}

/**
 * A modal dialog that stands closed in the page's HTML: buttons open and close it with HTML's
 * invoker commands (`commandfor`, no script needed), and `attachUrlDialogs` names it in the URL,
 * so a shared link opens it and Back closes it. The close button comes first, so showing the
 * dialog puts focus on it.
 */
export function CommandModal({
  id,
  selection,
  labelledBy,
  closeLabel,
  maxW,
  children,
}: CommandModalProps) {
  return (
    <ModalFrame
      id={id}
      {...{ [URL_DIALOG_ATTRIBUTE]: selection.param, [URL_DIALOG_ID_ATTRIBUTE]: selection.item }}
      aria-labelledby={labelledBy}
      maxW={maxW}
      closeLabel={closeLabel}
      closeButton={{ commandfor: id, command: "close" }}
    >
      {children}
    </ModalFrame>
  );
}
