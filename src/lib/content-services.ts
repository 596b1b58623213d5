// Shapes of the service pages' content (content/data/services.json, saas-platforms.json,
// ai-automation.json), as the views receive it.
import type {
  CallToActionContent,
  HeroContent,
  LeadMagnet,
  PageAction,
  SectionCopy,
  SidebarMagnetCopy,
  Stat,
  SubmissionNoticesCopy,
} from "./content";

/** One of the services on /services, anchored by its id. */
export interface ServiceBlockContent {
  id: string;
  name: string;
  description: string;
  benefits: readonly string[];
  included: readonly string[];
}

/** A business unit of the studio's portfolio, anchored on /services by its id. */
export interface PortfolioEntryContent {
  id: string;
  kind: string;
  name: string;
  description: string;
  action: PageAction;
}

export interface TeaserContent {
  id: string;
  eyebrow: string;
  heading: string;
  figure: string;
  text: string;
  action: PageAction;
}

/** Which service a page describes, as the view_service event names it. */
export interface ServiceIdentity {
  id: string;
  name: string;
}

/** A client's story, told without figures. */
export interface ClientStoryContent {
  id: string;
  client: string;
  context: string;
  story: string;
  outcome: string;
}

export interface ServicesContent {
  hero: HeroContent;
  servicesSection: SectionCopy;
  benefitsHeading: string;
  includedHeading: string;
  services: readonly ServiceBlockContent[];
  portfolioSection: SectionCopy;
  portfolio: readonly PortfolioEntryContent[];
  teasersSection: SectionCopy;
  teasers: readonly TeaserContent[];
  callToAction: CallToActionContent;
}

export interface PlatformContent {
  id: string;
  name: string;
  tagline: string;
  description: string;
  features: readonly string[];
  metrics: readonly Stat[];
}

/** SPEC §3 Pricing plan, with its monthly lead allowance (SPEC §9). */
export interface PricingPlanContent {
  name: string;
  price: string;
  period: string;
  leads: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  action: PageAction;
}

export interface SaasPlatformsContent {
  service: ServiceIdentity;
  hero: HeroContent;
  platformsSection: SectionCopy;
  platforms: readonly PlatformContent[];
  pricingSection: SectionCopy;
  popularLabel: string;
  plans: readonly PricingPlanContent[];
  storiesSection: SectionCopy;
  stories: readonly ClientStoryContent[];
  callToAction: CallToActionContent;
}

/** What the sidebar lead magnet needs beside the SaaS platforms. */
export interface SidebarMagnetContent {
  magnet: LeadMagnet;
  copy: SidebarMagnetCopy;
  notices: SubmissionNoticesCopy;
  contactEmail: string;
}

/** SPEC §3 Automation tier; the price range in whole pounds. */
export interface AutomationTierContent {
  id: string;
  name: string;
  description: string;
  priceRange: { min: number; max: number };
  timeframe: string;
  roi: string;
  features: readonly string[];
  metrics: readonly string[];
}

export interface AutomationTierLabels {
  price: string;
  timeframe: string;
  roi: string;
  features: string;
  metrics: string;
}

/** SPEC §3 ROI scenario, with the columns SPEC §9 gives figures for. */
export interface RoiScenarioContent {
  scenario: string;
  /** Whole pounds. */
  investment: number;
  paybackMonths: number;
  /** Per cent. */
  annualRoi: number;
}

export interface RoiTableCopy {
  caption: string;
  scenario: string;
  investment: string;
  payback: string;
  annualRoi: string;
}

export interface AiAutomationContent {
  service: ServiceIdentity;
  hero: HeroContent;
  tiersSection: SectionCopy;
  tierLabels: AutomationTierLabels;
  tiers: readonly AutomationTierContent[];
  roiSection: SectionCopy;
  roiTable: RoiTableCopy;
  scenarios: readonly RoiScenarioContent[];
  roiAction: PageAction;
  resultsSection: SectionCopy;
  results: readonly ClientStoryContent[];
  callToAction: CallToActionContent;
}
