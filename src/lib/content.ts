// Shapes of the shared content in content/data, as components receive it.

export interface NavItem {
  label: string;
  to: string;
}

export interface Navigation {
  header: readonly NavItem[];
  cta: NavItem;
  footerQuick: readonly NavItem[];
  footerPortfolio: readonly NavItem[];
  legal: readonly NavItem[];
}

export interface ContactPhone {
  region: string;
  label: string;
  display: string;
  tel: string;
}

export interface ContactDetails {
  email: string;
  phones: readonly ContactPhone[];
  address: {
    street: string;
    locality: string;
    region: string;
    postcode: string;
    country: string;
    countryCode: string;
  };
  hours: readonly { days: string; time: string }[];
}

export interface SocialLink {
  network: string;
  label: string;
  url: string;
}

export interface SampleLogo {
  name: string;
  mark: string;
}

export interface TrustBadge {
  key: string;
  title: string;
  detail: string;
}

export interface NewsletterCopy {
  heading: string;
  text: string;
  label: string;
  placeholder: string;
  button: string;
  submitting: string;
  successTitle: string;
  successText: string;
}

export interface FooterCopy {
  tagline: string;
  logosHeading: string;
  newsletter: NewsletterCopy;
}

/** Everything the header, footer and strips need, on every page. */
export interface ChromeContent {
  siteTitle: string;
  navigation: Navigation;
  contact: ContactDetails;
  social: readonly SocialLink[];
  logos: readonly SampleLogo[];
  trustBadges: readonly TrustBadge[];
  footer: FooterCopy;
}

export interface PageAction {
  label: string;
  to: string;
  variant: string;
}

export interface PageSection {
  anchor: string;
  heading: string;
  text: string;
}

export interface PageIntroContent {
  eyebrow: string;
  heading: string;
  intro: string;
  actions: readonly PageAction[];
  sections: readonly PageSection[];
}
