import { Box, Grid, Heading, Text } from "@chakra-ui/react";
import type { HeaderAndFooterContent } from "../hooks/use-header-and-footer";
import { BrandMark } from "./BrandMark";
import { ContactList } from "./ContactList";
import { FooterLinkList } from "./FooterLinkList";
import { SocialLinks } from "./SocialLinks";

export interface FooterColumnsProps {
  /** The studio's name, for the wordmark. */
  siteTitle: string;
  /** The tagline under the wordmark. */
  tagline: string;
  /** The quick and portfolio link columns, from content/data/navigation.json. */
  navigation: Pick<HeaderAndFooterContent["navigation"], "footerQuick" | "footerPortfolio">;
  /** Email, phones and address, from content/data/contact.json. */
  contact: Queries.ContactDetailsFieldsFragment;
  /** The studio's social profiles. */
  social: readonly Queries.SocialLink[];
}

/** The footer's columns: wordmark, tagline and social links, two link lists and the contact details. */
export function FooterColumns({
  siteTitle,
  tagline,
  navigation,
  contact,
  social,
}: FooterColumnsProps) {
  return (
    <Grid
      templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "1.4fr 1fr 1fr 1.3fr" }}
      gap={{ base: "10", lg: "12" }}
    >
      <Box>
        <BrandMark name={siteTitle} inverted />
        <Text fontSize="sm" color="fg.invertedMuted" mt="4" maxW="sm">
          {tagline}
        </Text>
        <Box mt="6">
          <SocialLinks links={social} />
        </Box>
      </Box>
      <FooterLinkList title="Quick links" links={navigation.footerQuick} />
      <FooterLinkList title="Portfolio" links={navigation.footerPortfolio} />
      <Box>
        <Heading as="h2" size="sm" color="white" mb="4">
          Contact
        </Heading>
        <ContactList contact={contact} inverted />
      </Box>
    </Grid>
  );
}
