// Scoring of the portfolio quiz and the business assessment: the points chosen as a share of the
// most that could be scored, the band that share falls in and, for the portfolio quiz, the same
// share per category.

export interface ScoredOption {
  value: string;
  score: number;
}

export interface ScoredQuestion {
  id: string;
  options: readonly ScoredOption[];
}

export interface CategorisedQuestion extends ScoredQuestion {
  category: string;
}

/** The chosen option's value for each question id answered so far. */
export type QuizAnswers = Readonly<Record<string, string>>;

const sum = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0);

/** The most a question can score: its highest option. */
export const highestScore = (question: ScoredQuestion): number =>
  question.options.reduce((best, option) => Math.max(best, option.score), 0);

/** The score of the option chosen for a question; an unanswered question scores nothing. */
export const chosenScore = (question: ScoredQuestion, answers: QuizAnswers): number =>
  question.options.find((option) => option.value === answers[question.id])?.score ?? 0;

/**
 * The sum of the chosen scores over the sum of every question's highest score, times 100, rounded
 * to a whole per cent (half up). The band is read from this rounded figure, so the band a visitor
 * sees always agrees with the percentage beside it. No questions score 0, never NaN.
 */
export function quizPercentage(questions: readonly ScoredQuestion[], answers: QuizAnswers): number {
  const maximum = sum(questions.map(highestScore));
  if (maximum <= 0) return 0;
  const points = sum(questions.map((question) => chosenScore(question, answers)));
  // Points × 100 first: 23 / 40 × 100 is 57.49999… in floating point, 2300 / 40 is exactly 57.5.
  return Math.round((points * 100) / maximum);
}

export interface CategoryScore {
  category: string;
  percentage: number;
}

/** The same percentage over each category's own questions, in the order the categories first appear. */
export function categoryBreakdown(
  questions: readonly CategorisedQuestion[],
  answers: QuizAnswers,
): CategoryScore[] {
  const categories = [...new Set(questions.map((question) => question.category))];
  return categories.map((category) => ({
    category,
    percentage: quizPercentage(
      questions.filter((question) => question.category === category),
      answers,
    ),
  }));
}

export interface BandRule<Id extends string> {
  id: Id;
  /** The lowest percentage in the band. */
  min: number;
}

/**
 * The portfolio quiz's band: 80 or more Portfolio Champion, 60 or more Portfolio Optimizer, else
 * Portfolio Builder.
 */
export const PORTFOLIO_BANDS = [
  { id: "champion", min: 80 },
  { id: "optimizer", min: 60 },
  { id: "builder", min: 0 },
] as const satisfies readonly BandRule<string>[];

export type PortfolioBand = (typeof PORTFOLIO_BANDS)[number]["id"];

/** The assessment's level: 80 or more Advanced, 60 or more Intermediate, else Foundation. */
export const ASSESSMENT_BANDS = [
  { id: "advanced", min: 80 },
  { id: "intermediate", min: 60 },
  { id: "foundation", min: 0 },
] as const satisfies readonly BandRule<string>[];

export type AssessmentLevel = (typeof ASSESSMENT_BANDS)[number]["id"];

/** The first band, highest first, whose minimum the percentage reaches; below them all, the last. */
export function bandFor<Id extends string>(percentage: number, rules: readonly BandRule<Id>[]): Id {
  const band = rules.find((rule) => percentage >= rule.min) ?? rules[rules.length - 1];
  if (!band) throw new RangeError("A band needs at least one rule");
  return band.id;
}

export interface PortfolioScore {
  percentage: number;
  band: PortfolioBand;
  categories: CategoryScore[];
}

export function scorePortfolio(
  questions: readonly CategorisedQuestion[],
  answers: QuizAnswers,
): PortfolioScore {
  const percentage = quizPercentage(questions, answers);
  return {
    percentage,
    band: bandFor(percentage, PORTFOLIO_BANDS),
    categories: categoryBreakdown(questions, answers),
  };
}

export interface AssessmentScore {
  percentage: number;
  level: AssessmentLevel;
}

export function scoreAssessment(
  questions: readonly ScoredQuestion[],
  answers: QuizAnswers,
): AssessmentScore {
  const percentage = quizPercentage(questions, answers);
  return { percentage, level: bandFor(percentage, ASSESSMENT_BANDS) };
}

/** A band's words from content; content that lacks a band is a build-time mistake, so it throws. */
export function bandCopy(bands: readonly Queries.QuizBandCopy[], id: string): Queries.QuizBandCopy {
  const found = bands.find((band) => band.id === id);
  if (!found) throw new Error(`No quiz band "${id}" in content`);
  return found;
}
