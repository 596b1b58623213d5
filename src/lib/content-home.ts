// Shapes of the home page's content (content/data/home.json), as the view and its sections receive it.
import type { CallToActionContent, PageAction, PageMeta, SectionCopy, Stat } from "./content";

/** One variation's words, keyed by the variation id of its A/B test. */
export interface VariationText {
  variation: string;
  text: string;
}

export interface HomeHeroContent {
  eyebrow: string;
  heading: string;
  /** Where the A/B-tested call to action goes; its words are the hero_cta variations. */
  cta: { to: string; variant: string };
  secondaryAction: PageAction;
  /** value_proposition's variations. */
  valuePropositions: readonly VariationText[];
  /** hero_cta's variations. */
  ctas: readonly VariationText[];
}

export interface PortfolioItem {
  /** The id of this unit's block on /services. */
  anchor: string;
  icon: string;
  category: string;
  title: string;
  description: string;
}

export interface PortfolioContent {
  copy: SectionCopy;
  linkLabel: string;
  items: readonly PortfolioItem[];
}

/** SPEC §3 Monthly revenue record, in pounds. */
export interface MonthlyRevenue {
  month: string;
  totalRevenue: number;
  saasRevenue: number;
  automationRevenue: number;
  agencyRevenue: number;
}

export interface RevenueTarget {
  label: string;
  /** Monthly recurring revenue aimed for, in pounds. */
  mrr: number;
  unit: string;
  text: string;
}

export interface PerformanceContent {
  copy: SectionCopy;
  totalLabel: string;
  saasLabel: string;
  automationLabel: string;
  agencyLabel: string;
  /** Said after a month's growth figure, for screen readers. */
  growthSuffix: string;
  months: readonly MonthlyRevenue[];
  target: RevenueTarget;
}

/** SPEC §3 Testimonial. */
export interface Testimonial {
  quote: string;
  name: string;
  position: string;
  company: string;
  image: string;
  result: string;
  businessUnit: string;
}

/** The carousel's words; `{index}` and `{count}` are filled in per slide. */
export interface CarouselCopy {
  carouselLabel: string;
  previousLabel: string;
  nextLabel: string;
  slideLabel: string;
  dotLabel: string;
  resultLabel: string;
}

export interface TestimonialsContent extends CarouselCopy {
  copy: SectionCopy;
  items: readonly Testimonial[];
}

export interface HomeContent {
  meta: PageMeta;
  hero: HomeHeroContent;
  statsHeading: string;
  stats: readonly Stat[];
  portfolio: PortfolioContent;
  performance: PerformanceContent;
  testimonials: TestimonialsContent;
  closing: CallToActionContent;
}
