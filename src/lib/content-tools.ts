// Shapes of the tools pages' content (/ai-roi-tools, /advanced-tools), as views receive them.
import type {
  CallToActionContent,
  HeroContent,
  NavItem,
  PageMeta,
  SectionCopy,
  Stat,
  SubmissionNoticesCopy,
} from "./content";
import type { CalculatorsContent } from "./content-calculators";
import type { Principle } from "./content-company";
import type { ClientDashboardContent } from "./content-dashboard";
import type { AssessmentContent, PortfolioQuizContent } from "./content-quizzes";

export interface AiRoiToolsContent {
  meta: PageMeta;
  hero: HeroContent;
  statsHeading: string;
  stats: readonly Stat[];
  externalSection: SectionCopy;
  roiSection: SectionCopy;
  whySection: SectionCopy;
  why: readonly Principle[];
  advancedToolsLink: NavItem;
  callToAction: CallToActionContent;
}

/** The five tools of SPEC §2 Advanced tools, by the id the URL names them with (?tool=). */
export const TOOL_IDS = [
  "mrr-growth",
  "portfolio-quiz",
  "automation-roi",
  "business-assessment",
  "client-dashboard",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export function isToolId(value: string): value is ToolId {
  return (TOOL_IDS as readonly string[]).includes(value);
}

/** A tool as the picker offers it. */
export interface ToolChoice {
  id: string;
  name: string;
  description: string;
  /** What the visitor gets, e.g. "2 minutes · 8 questions". */
  detail: string;
  openLabel: string;
}

export interface AdvancedToolsContent {
  meta: PageMeta;
  hero: HeroContent;
  pickerSection: SectionCopy;
  tools: readonly ToolChoice[];
  backLabel: string;
  loadingLabel: string;
  callToAction: CallToActionContent;
}

/** What the five tools say, as /advanced-tools hands it to whichever tool is open. */
export interface ToolsContent {
  calculators: CalculatorsContent;
  portfolioQuiz: PortfolioQuizContent;
  assessment: AssessmentContent;
  dashboard: ClientDashboardContent;
  notices: SubmissionNoticesCopy;
  contactEmail: string;
}
