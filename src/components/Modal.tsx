import { Box, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { forwardRef, useLayoutEffect, useRef, type ReactNode, type RefAttributes } from "react";
import { useBodyScrollLock } from "../hooks/use-body-scroll-lock";
import { Button, type ButtonProps } from "./Button";
import { dialogCloseHandlers } from "./dialog-close";
import { Icon } from "./Icon";

export interface ModalFrameProps extends HTMLChakraProps<"dialog"> {
  /** Accessible name of the close button. */
  closeLabel: string;
  /** What the close button does: a click handler, or a command to the dialog. */
  closeButton: ButtonProps & RefAttributes<HTMLButtonElement>;
  /** The dialog's widest width, a size token. */
  maxW?: string;
  /** The dialog's content. */
  children: ReactNode;
}

/**
 * The look of the site's modal dialogs: a `<dialog>` in a centred card over a dimmed page, with a
 * close button in its top corner. Whoever opens it decides how (`Modal`, `CommandModal`).
 */
export const ModalFrame = forwardRef<HTMLDialogElement, ModalFrameProps>(function ModalFrame(
  { closeLabel, closeButton, maxW = "xl", children, ...dialog },
  ref,
) {
  return (
    <chakra.dialog
      ref={ref}
      width="calc(100% - 2rem)"
      maxW={maxW}
      maxH="calc(100dvh - 2rem)"
      m="auto"
      p="0"
      border="0"
      borderRadius="2xl"
      bg="bg"
      color="fg"
      overscrollBehavior="contain"
      boxShadow="0 24px 64px -24px rgba(13, 16, 32, 0.5)"
      _backdrop={{ bg: "rgba(13, 16, 32, 0.6)" }}
      {...dialog}
    >
      <Box position="relative">
        <Button
          variant="ghost"
          colorPalette="ink"
          size="sm"
          position="absolute"
          top="3"
          right="3"
          zIndex="1"
          bg="bg"
          aria-label={closeLabel}
          {...closeButton}
        >
          <Icon name="close" />
        </Button>
        {children}
      </Box>
    </chakra.dialog>
  );
});

export interface ModalProps {
  /** Called by the close button, Escape or a click on the backdrop. */
  onClose: () => void;
  /** Id of the element that names the dialog, normally its heading. */
  labelledBy: string;
  /** Id of the element that describes the dialog. */
  describedBy?: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** The dialog's widest width, a size token. */
  maxW?: string;
  /** The dialog's content. */
  children: ReactNode;
}

/**
 * The site's one modal dialog, open while it is mounted: the native <dialog> opened with
 * showModal(), so the browser makes
 * the page behind inert and keeps focus inside. Escape, the close button and a click on the
 * backdrop close it; focus goes to the close button on open and back to the opener on close.
 * It is shown in the commit that draws it, before the browser paints; a click that opens it does
 * so inside flushSync, so that the dialog is open when its handler returns.
 */
export function Modal({
  onClose,
  labelledBy,
  describedBy,
  closeLabel,
  maxW = "xl",
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(true);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Chrome restores focus when a dialog closes, but not when it is unmounted, as it is here.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <ModalFrame
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      {...dialogCloseHandlers(onClose)}
      // The dialog fills only its box; a click on the dialog element itself is on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      maxW={maxW}
      closeLabel={closeLabel}
      closeButton={{ ref: closeRef, onClick: onClose }}
    >
      {children}
    </ModalFrame>
  );
}
