import { Box, chakra, Container, Flex } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Button } from "./Button";
import { watchHeaderScroll } from "../browser/behaviours/header-scroll";
import { SHOW_MENU } from "../browser/behaviours/mobile-menu";
import type { HeaderAndFooterContent } from "../hooks/use-header-and-footer";
import { BrandMark } from "./BrandMark";
import { Icon } from "./Icon";
import { LinkButton } from "./LinkButton";
import { MobileMenu } from "./MobileMenu";
import { SiteLink } from "./SiteLink";

const MENU_ID = "mobile-menu";

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
  const header = useRef<HTMLElement>(null);
  useEffect(() => (header.current ? watchHeaderScroll(header.current) : undefined), []);

  // Both looks are the build's CSS: scrolling changes data-scrolled (watchHeaderScroll) alone.
  return (
    <chakra.header
      ref={header}
      position="sticky"
      top="0"
      zIndex="sticky"
      data-scrolled="false"
      bg="rgba(255, 255, 255, 0.78)"
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
      borderColor="transparent"
      boxShadow="none"
      transitionProperty="background, box-shadow, border-color"
      transitionDuration="0.3s"
      css={{
        "&[data-scrolled=true]": {
          bg: "rgba(255, 255, 255, 0.97)",
          borderColor: "border",
          boxShadow: "0 4px 20px rgba(13, 16, 32, 0.08)",
        },
      }}
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
            display={{ base: "inline-flex", lg: "none" }}
            variant="ghost"
            colorPalette="ink"
            size="md"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-controls={MENU_ID}
            commandfor={MENU_ID}
            command={SHOW_MENU}
          >
            <Icon name="menu" boxSize="6" />
          </Button>
        </Flex>
      </Container>
      <MobileMenu
        id={MENU_ID}
        links={navigation.header}
        cta={navigation.cta}
        currentPath={currentPath}
      />
    </chakra.header>
  );
}
