import { Box, chakra, Container, Flex } from "@chakra-ui/react";
import { Button } from "./Button";
import { startTransition, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { afterFirstPaint } from "../browser/after-first-paint";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { HEADER_OPAQUE_AFTER_PX } from "../lib/constants";
import type { HeaderAndFooterContent } from "../hooks/use-header-and-footer";
import { BrandMark } from "./BrandMark";
import { Icon } from "./Icon";
import { LinkButton } from "./LinkButton";
import { MobileMenu } from "./MobileMenu";
import { SiteLink } from "./SiteLink";

export interface HeaderProps {
  /** The studio's name, for the wordmark. */
  siteTitle: string;
  /** The header's links, search link and button, from content/data/navigation.json. */
  navigation: Pick<HeaderAndFooterContent["navigation"], "header" | "cta" | "search">;
  /** The page's path; its link is marked as the current page. */
  currentPath: string;
}

/** The site's header: wordmark, the main navigation, search and the consultation button; a menu button opens the full-screen menu on phones. */
export function Header({ siteTitle, navigation, currentPath }: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_OPAQUE_AFTER_PX);
  // The menu belongs to the page it was opened on: navigating to a new path closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === currentPath;
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuDialog = useRef<HTMLDialogElement>(null);
  // The menu is drawn, closed, once the page has loaded and the browser is idle: a tap then only
  // shows it, and its styles are already in the page.
  const [menuDrawn, setMenuDrawn] = useState(false);
  useEffect(
    () =>
      afterFirstPaint(() => {
        // Not on a wide screen, where the menu button is hidden.
        if (menuButton.current?.getClientRects().length) startTransition(() => setMenuDrawn(true));
      }),
    [],
  );
  const openMenu = () => {
    const dialog = menuDialog.current;
    if (dialog) {
      dialog.showModal();
      setMenuOpenOn(currentPath);
    } else {
      // Tapped before the browser was idle: drawn and shown before the handler returns.
      flushSync(() => setMenuOpenOn(currentPath));
    }
  };
  const wasOpen = useRef(false);

  // When the visitor closes the menu, focus goes back to the button that opened it; after a
  // navigation it stays with the new page.
  const closedByVisitor = menuOpenOn === null;
  useEffect(() => {
    if (wasOpen.current && !menuOpen && closedByVisitor) menuButton.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen, closedByVisitor]);

  return (
    <chakra.header
      position="sticky"
      top="0"
      zIndex="sticky"
      data-scrolled={scrolled}
      bg={scrolled ? "rgba(255, 255, 255, 0.97)" : "rgba(255, 255, 255, 0.78)"}
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
      borderColor={scrolled ? "border" : "transparent"}
      boxShadow={scrolled ? "0 4px 20px rgba(13, 16, 32, 0.08)" : "none"}
      transitionProperty="background, box-shadow, border-color"
      transitionDuration="0.3s"
    >
      <Container
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        h="16"
        gap={{ base: "4", xl: "6" }}
      >
        <BrandMark name={siteTitle} />
        <chakra.nav aria-label="Main" display={{ base: "none", lg: "block" }}>
          <Flex align="center" as="ul" listStyleType="none" gap={{ lg: "3", xl: "6" }}>
            {navigation.header.map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  variant="nav"
                  fontSize="sm"
                  py="2"
                  aria-current={link.to === currentPath ? "page" : undefined}
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </Flex>
        </chakra.nav>
        {/* Search on every screen: beside the call to action, or beside the menu button. The gaps
            are narrower at 1024-1279px so that seven links, search and the call fit on one line. */}
        <Flex align="center" gap="1">
          <LinkButton
            to={navigation.search.to}
            variant="ghost"
            colorPalette="ink"
            size={{ base: "md", lg: "sm" }}
            px="0"
            aria-label={navigation.search.label}
            aria-current={navigation.search.to === currentPath ? "page" : undefined}
            _currentPage={{ color: "brand.fg" }}
          >
            <Icon name="search" boxSize="5" />
          </LinkButton>
          <Box display={{ base: "none", lg: "block" }}>
            <LinkButton to={navigation.cta.to} size="sm">
              {navigation.cta.label}
            </LinkButton>
          </Box>
          <Button
            ref={menuButton}
            display={{ base: "inline-flex", lg: "none" }}
            variant="ghost"
            colorPalette="ink"
            size="md"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={openMenu}
          >
            <Icon name="menu" boxSize="6" />
          </Button>
        </Flex>
      </Container>
      {(menuDrawn || menuOpen) && (
        <MobileMenu
          dialogRef={menuDialog}
          open={menuOpen}
          onClose={() => setMenuOpenOn(null)}
          links={navigation.header}
          cta={navigation.cta}
          currentPath={currentPath}
        />
      )}
    </chakra.header>
  );
}
