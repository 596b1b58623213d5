// Shapes of the company pages' content (About, Case studies, Contact, legal), as views receive it.
import type {
  CallToActionContent,
  ExternalLink,
  HeroContent,
  MapEmbedContent,
  PageAction,
  SectionCopy,
  Stat,
} from "./content";

export interface Principle {
  title: string;
  text: string;
}

export interface BusinessUnit {
  id: string;
  name: string;
  text: string;
  link: { label: string; to: string };
}

/** SPEC §3 Team member. `image` is a path under static/. */
export interface TeamMember {
  name: string;
  position: string;
  image: string;
  bio: string;
}

export interface AboutContent {
  hero: HeroContent;
  principlesSection: SectionCopy;
  principles: readonly Principle[];
  statsSection: SectionCopy;
  stats: readonly Stat[];
  unitsSection: SectionCopy;
  units: readonly BusinessUnit[];
  teamSection: SectionCopy;
  team: readonly TeamMember[];
  callToAction: CallToActionContent;
}

export interface CaseStudyResult {
  label: string;
  value: string;
}

export interface CaseStudyTestimonial {
  quote: string;
  author: string;
  position: string;
}

/** SPEC §3 Case study. */
export interface CaseStudy {
  id: string;
  title: string;
  client: string;
  industry: string;
  /** What the cover's <img> loads: the SVG itself when the build inlined it, else its path. */
  image: string;
  imageAlt: string;
  summary: string;
  results: readonly CaseStudyResult[];
  challenge: string;
  solution: string;
  testimonial?: CaseStudyTestimonial | null;
}

export interface CaseStudyLabels {
  open: string;
  client: string;
  industry: string;
  results: string;
  challenge: string;
  solution: string;
  close: string;
  book: PageAction;
}

export interface CaseStudiesContent {
  hero: HeroContent;
  gridSection: SectionCopy;
  labels: CaseStudyLabels;
  studies: readonly CaseStudy[];
  callToAction: CallToActionContent;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface ContactPageContent {
  hero: HeroContent;
  detailsSection: SectionCopy;
  schedulerText: string;
  mapSection: SectionCopy;
  faqSection: SectionCopy;
  faq: readonly FaqItem[];
}

export interface ContactEmbeds {
  scheduler: ExternalLink;
  map: MapEmbedContent;
}

export interface LegalSection {
  id: string;
  heading: string;
  /** `{email}` stands for the contact email, drawn as a mailto link. */
  paragraphs: readonly string[];
  items: readonly string[];
}

export interface LegalDocumentContent {
  hero: HeroContent;
  updated: string;
  sections: readonly LegalSection[];
}

export interface LegalLabels {
  updated: string;
  contents: string;
}
