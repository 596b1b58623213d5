// Shapes of the Advanced tools' two quizzes (content/data/portfolio-quiz.json and
// content/data/assessment.json), as the tools receive them.
import type { NewsletterCopy } from "./content";

/** SPEC §3 Quiz question's option: a score from 1 to 5 and what choosing it says. */
export interface PortfolioQuizOption {
  value: string;
  label: string;
  score: number;
  description: string;
}

/** SPEC §3 Quiz question. `category` is one of SPEC §9's four category names. */
export interface PortfolioQuizQuestion {
  id: string;
  category: string;
  text: string;
  options: readonly PortfolioQuizOption[];
}

/** SPEC §3 Assessment question's option. */
export interface AssessmentOption {
  value: string;
  label: string;
  score: number;
}

/** SPEC §3 Assessment question: revenue, team_size, automation, scaling_goals or challenges. */
export interface AssessmentQuestion {
  id: string;
  text: string;
  options: readonly AssessmentOption[];
}

/** The words around every question step; `progress` fills {current} and {total}. */
export interface QuizStepsCopy {
  progress: string;
  progressLabel: string;
  previous: string;
  next: string;
  getResults: string;
}

/** One result band's words; `id` is the band's id in src/lib/tools/quiz.ts. */
export interface QuizBandCopy {
  id: string;
  name: string;
  description: string;
  recommendations: readonly string[];
}

/** The results view; `score` fills {percentage}. */
export interface QuizResultsCopy {
  eyebrow: string;
  score: string;
  scoringNote: string;
  recommendationsHeading: string;
  retake: string;
}

export interface PortfolioResultsCopy extends QuizResultsCopy {
  breakdownHeading: string;
}

export interface PortfolioQuizContent {
  heading: string;
  intro: string;
  steps: QuizStepsCopy;
  questions: readonly PortfolioQuizQuestion[];
  bands: readonly QuizBandCopy[];
  results: PortfolioResultsCopy;
}

export interface AssessmentContent {
  heading: string;
  intro: string;
  steps: QuizStepsCopy;
  questions: readonly AssessmentQuestion[];
  bands: readonly QuizBandCopy[];
  results: QuizResultsCopy;
  /** The email form that sends the report, worded like the site's other email-only forms. */
  report: NewsletterCopy;
}
