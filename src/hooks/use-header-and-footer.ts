import { graphql, useStaticQuery } from "gatsby";

function required<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`content/data/${file} is missing or empty`);
  return value;
}

/**
 * What every page shows around its own content: the header, the footer, and the logo and badge
 * strips, read from content/data. A missing file stops the build.
 */
export function useHeaderAndFooter() {
  const data = useStaticQuery<Queries.ChromeQuery>(graphql`
    query Chrome {
      site {
        siteMetadata {
          title
        }
      }
      navigationJson {
        header {
          label
          to
        }
        cta {
          label
          to
        }
        search {
          label
          to
        }
        footerQuick {
          label
          to
        }
        footerPortfolio {
          label
          to
        }
        legal {
          label
          to
        }
      }
      contactJson {
        ...ContactDetailsFields
      }
      socialJson {
        items {
          network
          label
          url
        }
      }
      logosJson {
        items {
          name
          mark
        }
      }
      trustBadgesJson {
        items {
          key
          title
          detail
        }
      }
      formsJson {
        notices {
          ...FormNoticesFields
        }
        exitPopup {
          heading
          text
          choiceLegend
          emailLabel
          placeholder
          button
          callButton
          submitting
          close
          successText
          callSuccessText
          readNow
        }
      }
      leadMagnetsJson {
        items {
          id
          title
          format
        }
      }
      footerJson {
        tagline
        logosHeading
        newsletter {
          ...NewsletterCopyFields
        }
        consent {
          heading
          text
          privacyLink {
            label
            to
          }
          accept
          reject
          settings
          acceptedNotice
          rejectedNotice
        }
      }
    }
  `);
  return {
    siteTitle: required(data.site, "site metadata").siteMetadata.title,
    navigation: required(data.navigationJson, "navigation.json"),
    contact: required(data.contactJson, "contact.json"),
    social: required(data.socialJson, "social.json").items,
    logos: required(data.logosJson, "logos.json").items,
    trustBadges: required(data.trustBadgesJson, "trust-badges.json").items,
    footer: required(data.footerJson, "footer.json"),
    forms: required(data.formsJson, "forms.json"),
    leadMagnets: required(data.leadMagnetsJson, "lead-magnets.json").items,
  };
}

/** What the header, footer and strips receive, with every file present. */
export type HeaderAndFooterContent = ReturnType<typeof useHeaderAndFooter>;
