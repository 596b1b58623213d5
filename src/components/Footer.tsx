import { Box, Container, Flex, Text } from "@chakra-ui/react";
import { CONSENT_SETTINGS_ATTRIBUTE } from "../browser/behaviours/consent-banner";
import type { FormStart } from "../hooks/use-form-submission";
import type { HeaderAndFooterContent } from "../hooks/use-header-and-footer";
import type { EmailOnly } from "../lib/leads/fields";
import type { LeadResult } from "../lib/leads/result";
import { drawnNearScreen } from "./drawn-near-screen";
import { IslandMark } from "./IslandMark";
import { NewsletterForm } from "./NewsletterForm";
import { SiteLink } from "./SiteLink";
import { StaticSection } from "./StaticSection";
import { staticPart } from "./static-part";
import { TextLink } from "./TextLink";

const FooterColumns = staticPart(() => import("./FooterColumns"), "FooterColumns");

export interface FooterProps {
  /** The studio's name, for the wordmark and the copyright line. */
  siteTitle: string;
  /** The words it shows, from the site's content (content/data). */
  copy: HeaderAndFooterContent["footer"];
  /** The quick, portfolio and legal link columns, from content/data/navigation.json. */
  navigation: Pick<
    HeaderAndFooterContent["navigation"],
    "footerQuick" | "footerPortfolio" | "legal"
  >;
  /** Email, phones and address, from content/data/contact.json. */
  contact: Queries.ContactDetailsFieldsFragment;
  /** The studio's social profiles. */
  social: readonly Queries.SocialLink[];
  /** Sends the newsletter sign-up; stories pass a stand-in. */
  subscribe: (email: string) => Promise<LeadResult>;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The year in the copyright line. */
  year: number;
  /** Reopens the analytics consent banner; without it (no analytics) the footer has no such link. */
  onOpenConsentSettings?: () => void;
  /**
   * The state its newsletter sign-up opens in (the address, sending or sent), passed to the
   * form's `start`; the catalogue shows each so. Idle and empty by default.
   */
  newsletterStart?: FormStart<EmailOnly>;
}

/** The site's footer: newsletter sign-up, link columns, contact details, social links and legal links. */
export function Footer({
  siteTitle,
  copy,
  navigation,
  contact,
  social,
  subscribe,
  notices,
  year,
  onOpenConsentSettings,
  newsletterStart,
}: FooterProps) {
  return (
    <Box
      as="footer"
      bg="bg.inverted"
      color="fg.inverted"
      pt={{ base: "12", md: "16" }}
      pb="8"
      {...drawnNearScreen({ base: "1540px", md: "1010px", lg: "710px" })}
    >
      <Container>
        {/* Links and details no visitor can change: the build's HTML, never hydrated. */}
        <StaticSection id="footer-columns">
          <FooterColumns
            siteTitle={siteTitle}
            tagline={copy.tagline}
            navigation={navigation}
            contact={contact}
            social={social}
          />
        </StaticSection>
        <Box
          mt="12"
          p={{ base: "5", md: "8" }}
          borderRadius="2xl"
          bg="ink.900"
          maxW={{ lg: "3xl" }}
        >
          <IslandMark name="footer-newsletter">
            <FooterNewsletter
              copy={copy.newsletter}
              notices={notices}
              contactEmail={contact.email}
              subscribe={subscribe}
              start={newsletterStart}
            />
          </IslandMark>
        </Box>
        <Box
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="border.inverted"
          display="flex"
          flexDirection={{ base: "column", md: "row" }}
          gap="4"
          justifyContent="space-between"
          fontSize="sm"
          color="fg.invertedMuted"
        >
          <Text>
            © {year} {siteTitle}. All rights reserved.
          </Text>
          <Flex align="center" as="ul" listStyleType="none" gap="6" aria-label="Legal">
            {navigation.legal.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} _hover={{ color: "white" }}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
            {onOpenConsentSettings && (
              <li>
                <TextLink asChild _hover={{ color: "white" }}>
                  <button
                    type="button"
                    onClick={onOpenConsentSettings}
                    {...{ [CONSENT_SETTINGS_ATTRIBUTE]: "" }}
                  >
                    {copy.consent.settings}
                  </button>
                </TextLink>
              </li>
            )}
          </Flex>
        </Box>
      </Container>
    </Box>
  );
}

export interface FooterNewsletterProps {
  /** The sign-up's words (content/data). */
  copy: HeaderAndFooterContent["footer"]["newsletter"];
  /** Wording of the notices every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The studio's address, offered in the failure notice. */
  contactEmail: string;
  /** Sends the sign-up. */
  subscribe: (email: string) => Promise<LeadResult>;
  /** The state it opens in (stories). */
  start?: FormStart<EmailOnly>;
}

/** The footer's newsletter sign-up; on a kept page an island of its own. */
export function FooterNewsletter({
  copy,
  notices,
  contactEmail,
  subscribe,
  start,
}: FooterNewsletterProps) {
  return (
    <NewsletterForm
      formId="footer-newsletter"
      copy={copy}
      notices={notices}
      confirmNote={notices.confirmSubscription}
      contactEmail={contactEmail}
      subscribe={subscribe}
      start={start}
      inverted
    />
  );
}
