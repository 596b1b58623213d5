import { Box, chakra, Container, Flex, Text } from "@chakra-ui/react";
import { Button } from "../components/Button";
import { INBOX_PATH, type SessionInfo } from "../lib/inbox/api";
import { InboxLink } from "./InboxLink";
import { INBOX_ACCOUNT_PATH, INBOX_AUDIT_PATH, INBOX_TEAM_PATH } from "./routes";

/** The inbox's parts a header links to. */
export type InboxSection = "leads" | "team" | "audit" | "account";

export interface InboxHeaderProps {
  /** The studio's name, beside the word Inbox. */
  siteTitle: string;
  /** Who is signed in: their address, and whether they see the owner's links. */
  session: SessionInfo | null;
  /** The part shown, marked as the current page. */
  current?: InboxSection;
  /** Ends this session. */
  onSignOut?: () => void;
  /** Ends every session of the account, on every device. */
  onSignOutEverywhere?: () => void;
}

const SECTIONS: { section: InboxSection; label: string; href: string; ownerOnly: boolean }[] = [
  { section: "leads", label: "Leads", href: INBOX_PATH, ownerOnly: false },
  { section: "team", label: "Team", href: INBOX_TEAM_PATH, ownerOnly: true },
  { section: "audit", label: "Audit", href: INBOX_AUDIT_PATH, ownerOnly: true },
  { section: "account", label: "Account", href: INBOX_ACCOUNT_PATH, ownerOnly: false },
];

/**
 * The inbox's header: its name, the navigation (Leads; Team and Audit for an owner; Account), who is signed
 * in, and signing out here or everywhere. Signed out, only the name.
 */
export function InboxHeader({
  siteTitle,
  session,
  current,
  onSignOut,
  onSignOutEverywhere,
}: InboxHeaderProps) {
  const sections = SECTIONS.filter(({ ownerOnly }) => !ownerOnly || session?.user.role === "owner");
  return (
    <chakra.header borderBottomWidth="1px" borderColor="border" bg="bg">
      <Container
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="space-between"
        columnGap="6"
        rowGap="2"
        py="3"
      >
        <Flex align="center" columnGap="6" rowGap="2" flexWrap="wrap">
          <Text fontWeight="extrabold" letterSpacing="-0.02em">
            {siteTitle}{" "}
            <chakra.span color="brand.fg" fontWeight="bold">
              Inbox
            </chakra.span>
          </Text>
          {session && (
            <chakra.nav aria-label="Inbox">
              <Flex as="ul" listStyleType="none" gap="4">
                {sections.map(({ section, label, href }) => (
                  <li key={section}>
                    <InboxLink
                      href={href}
                      variant="nav"
                      fontSize="sm"
                      py="2"
                      aria-current={section === current ? "page" : undefined}
                    >
                      {label}
                    </InboxLink>
                  </li>
                ))}
              </Flex>
            </chakra.nav>
          )}
        </Flex>
        {session && (
          <Flex align="center" gap="2" flexWrap="wrap">
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" me="2">
              <chakra.span srOnly>Signed in as </chakra.span>
              {session.user.email}
            </Text>
            <Box>
              <Button size="sm" variant="outline" onClick={onSignOut}>
                Sign out
              </Button>
            </Box>
            <Box>
              <Button size="sm" variant="ghost" colorPalette="ink" onClick={onSignOutEverywhere}>
                Sign out everywhere
              </Button>
            </Box>
          </Flex>
        )}
      </Container>
    </chakra.header>
  );
}
