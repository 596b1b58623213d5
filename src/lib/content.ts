// Shapes of the shared content in content/data, as components receive it.

export interface NavItem {
  label: string;
  to: string;
}

export interface Navigation {
  header: readonly NavItem[];
  cta: NavItem;
  /** The header's icon link to the search page. */
  search: NavItem;
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

/** The analytics consent banner and the footer's link that reopens it. */
export interface ConsentCopy {
  heading: string;
  text: string;
  privacyLink: NavItem;
  accept: string;
  reject: string;
  settings: string;
  acceptedNotice: string;
  rejectedNotice: string;
}

export interface FooterCopy {
  tagline: string;
  logosHeading: string;
  newsletter: NewsletterCopy;
  consent: ConsentCopy;
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
  forms: Pick<FormsCopy, "notices" | "exitPopup">;
  /** What the exit popup offers of each lead magnet. */
  leadMagnets: readonly MagnetChoice[];
}

export interface PageAction {
  label: string;
  to: string;
  variant: string;
}

export interface SubmissionNoticesCopy {
  failureTitle: string;
  failureText: string;
  emailPrompt: string;
  queuedTitle: string;
  queuedText: string;
}

export interface OptionCopy {
  value: string;
  label: string;
}

export interface LeadFormCopy {
  heading: string;
  text: string;
  nameLabel: string;
  emailLabel: string;
  companyLabel: string;
  interestLabel: string;
  interestPlaceholder: string;
  interestOptions: readonly OptionCopy[];
  messageLabel: string;
  messagePlaceholder: string;
  button: string;
  submitting: string;
  successTitle: string;
  successText: string;
}

export interface ContactFormCopy {
  heading: string;
  text: string;
  nameLabel: string;
  emailLabel: string;
  phoneLabel: string;
  websiteLabel: string;
  websitePlaceholder: string;
  subjectLabel: string;
  messageLabel: string;
  budgetLabel: string;
  budgetPlaceholder: string;
  howHeardLabel: string;
  howHeardPlaceholder: string;
  button: string;
  submitting: string;
  successTitle: string;
  successText: string;
  again: string;
}

export interface SidebarMagnetCopy {
  eyebrow: string;
  valueLabel: string;
  downloadsLabel: string;
  featuresHeading: string;
  showMore: string;
  showLess: string;
  emailLabel: string;
  placeholder: string;
  button: string;
  submitting: string;
  successTitle: string;
  successText: string;
  /** The link to the guide, given at once in the success panel. */
  readNow: string;
  privacy: string;
}

export interface ExitPopupCopy {
  heading: string;
  text: string;
  choiceLegend: string;
  emailLabel: string;
  placeholder: string;
  button: string;
  callButton: string;
  submitting: string;
  close: string;
  successText: string;
  callSuccessText: string;
  /** The link to the chosen document, given at once with the confirmation. */
  readNow: string;
}

/** The words of every lead form (content/data/forms.json). */
export interface FormsCopy {
  requiredText: string;
  notices: SubmissionNoticesCopy;
  leadForm: LeadFormCopy;
  contactForm: ContactFormCopy;
  sidebarMagnet: SidebarMagnetCopy;
  blogNewsletter: NewsletterCopy;
  exitPopup: ExitPopupCopy;
}

/** SPEC §3 "Lead magnet" (content/data/lead-magnets.json). */
export interface LeadMagnet {
  id: string;
  title: string;
  description: string;
  format: string;
  value: string;
  downloads: string;
  features: readonly string[];
}

/** SPEC §2 "Page metadata": what a route puts in its head. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

/** The opening of a marketing page. */
export interface HeroContent {
  eyebrow: string;
  heading: string;
  intro: string;
  actions: readonly PageAction[];
}

/** A section's heading, with an optional eyebrow above it and sentence under it. */
export interface SectionCopy {
  eyebrow?: string | null;
  heading: string;
  intro?: string | null;
}

/** A headline figure, e.g. "£1M+" over "Client revenue". */
export interface Stat {
  value: string;
  label: string;
}

/** A page's closing call to action. */
export interface CallToActionContent {
  heading: string;
  text: string;
  actions: readonly PageAction[];
}

export interface ExternalLink {
  label: string;
  url: string;
}

/** DESIGN decision 7: an embedded map that loads on request, with a plain link as fallback. */
export interface MapEmbedContent {
  title: string;
  embedUrl: string;
  linkUrl: string;
  linkLabel: string;
  loadLabel: string;
  notice: string;
}

/** A lead magnet as a choice in the exit popup. */
export type MagnetChoice = Pick<LeadMagnet, "id" | "title" | "format">;

/** DESIGN decision 7: an external calculator, embedded lazily with a plain link as fallback. */
export interface EmbeddedCalculatorContent {
  id: string;
  title: string;
  description: string;
  embedUrl: string;
  linkLabel: string;
}
