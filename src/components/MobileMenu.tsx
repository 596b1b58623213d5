import { Box, chakra, Flex } from "@chakra-ui/react";
import { Button } from "./Button";
import { useEffect, useLayoutEffect, useRef } from "react";
import { hide, showPopoverLayer } from "../browser/behaviours/dialog-commands";
import { attachMobileMenu } from "../browser/behaviours/mobile-menu";
import { Icon } from "./Icon";
import { LinkButton } from "./LinkButton";
import { SiteLink } from "./SiteLink";

export interface MobileMenuProps {
  /** The menu's links, in order. */
  links: readonly Queries.NavLink[];
  /** The call to action at the foot of the menu. */
  cta: Queries.NavLink;
  /** The page's path; its link is marked as the current page, and a new one closes the menu. */
  currentPath: string;
  /** The menu's id, which the menu button commands. */
  id?: string;
  /** Shown from the start (a story's state); otherwise the menu button shows it. */
  defaultOpen?: boolean;
  /** Called whenever the menu closes, however it was asked to. */
  onClose?: () => void;
}

/**
 * Full-screen navigation for small screens. A popover marked as a modal dialog (`aria-modal`), in
 * the page from the start, so that the menu button shows it with HTML's own command before any
 * script has run, and at once after: the browser draws it above the page, hides it on Escape and
 * gives focus back to the button. A popover rather than a `<dialog>`: showing a dialog makes the
 * browser restyle every element of the page, a phone's slowest part of the tap. The popover, not
 * React, knows whether it is shown, and what it does beyond the browser's own (focus in and kept
 * in) is DOM code (attachMobileMenu) that also serves a header React never hydrated.
 */
export function MobileMenu({
  links,
  cta,
  currentPath,
  id = "mobile-menu",
  defaultOpen = false,
  onClose,
}: MobileMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });
  // In the commit, as React's own handlers would be: a key pressed straight after still counts.
  useLayoutEffect(() => {
    const menu = ref.current;
    return menu ? attachMobileMenu(menu, { onClose: () => closed.current?.() }) : undefined;
  }, []);

  useLayoutEffect(() => {
    const menu = ref.current;
    if (defaultOpen && menu) showPopoverLayer(menu);
  }, [defaultOpen]);

  // The menu belongs to the page it was opened on: a navigation within the app closes it.
  const shownOn = useRef(currentPath);
  useEffect(() => {
    const menu = ref.current;
    if (shownOn.current !== currentPath && menu) hide(menu);
    shownOn.current = currentPath;
  }, [currentPath]);

  return (
    <chakra.div
      ref={ref}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
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
            commandfor={id}
            command="hide-popover"
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
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </Flex>
        </chakra.nav>
        <LinkButton to={cta.to} size="lg" width="100%" mt="6">
          {cta.label}
        </LinkButton>
      </Box>
    </chakra.div>
  );
}
