import { Box, chakra, Flex } from "@chakra-ui/react";
import { Button } from "./Button";
import { useLayoutEffect, useRef, type RefObject } from "react";
import { useBodyScrollLock } from "../hooks/use-body-scroll-lock";
import { dialogCloseHandlers } from "./dialog-close";
import { Icon } from "./Icon";
import { LinkButton } from "./LinkButton";
import { SiteLink } from "./SiteLink";

export interface MobileMenuProps {
  /** Whether the menu is showing. */
  open: boolean;
  /** Called by the close button, Escape or a link. */
  onClose: () => void;
  /** The menu's links, in order. */
  links: readonly Queries.NavLink[];
  /** The call to action at the foot of the menu. */
  cta: Queries.NavLink;
  /** The page's path; its link is marked as the current page. */
  currentPath: string;
  /** The menu's id, which the menu button controls. */
  id?: string;
  /** Given the <dialog>, so that the menu button can show it within its click. */
  dialogRef?: RefObject<HTMLDialogElement>;
}

/**
 * Full-screen navigation for small screens. A modal <dialog>: the browser keeps focus inside it and
 * makes the page behind inert; Escape closes it, and so does following any link.
 */
export function MobileMenu({
  open,
  onClose,
  links,
  cta,
  currentPath,
  id = "mobile-menu",
  dialogRef,
}: MobileMenuProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  useBodyScrollLock(open);

  // Shown or closed in the commit that draws it, before the browser paints; the menu button shows
  // it itself when the menu was drawn ahead.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, ref]);

  return (
    <chakra.dialog
      ref={ref}
      id={id}
      aria-label="Site menu"
      {...dialogCloseHandlers(onClose)}
      position="fixed"
      inset="0"
      width="100vw"
      height="100dvh"
      maxWidth="100vw"
      maxHeight="100dvh"
      m="0"
      p="0"
      border="0"
      bg="bg"
      color="fg"
      _backdrop={{ bg: "transparent" }}
    >
      <Box display="flex" flexDirection="column" height="100%" px="6" py="4">
        <Box display="flex" justifyContent="flex-end">
          <Button
            variant="ghost"
            colorPalette="ink"
            size="md"
            onClick={onClose}
            aria-label="Close menu"
          >
            <Icon name="close" boxSize="6" />
          </Button>
        </Box>
        <chakra.nav aria-label="Main" flex="1" overflowY="auto" mt="4">
          <Flex direction="column" as="ul" listStyleType="none" gap="1">
            {links.map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  variant="nav"
                  fontSize="2xl"
                  py="3"
                  display="flex"
                  aria-current={link.to === currentPath ? "page" : undefined}
                  onClick={onClose}
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </Flex>
        </chakra.nav>
        <LinkButton to={cta.to} size="lg" width="100%" mt="6" onClick={onClose}>
          {cta.label}
        </LinkButton>
      </Box>
    </chakra.dialog>
  );
}
