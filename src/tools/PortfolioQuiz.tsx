import { useQuiz } from "../hooks/use-quiz";
import type { QuizStart } from "../lib/tools/quiz-steps";
import { scorePortfolio } from "../lib/tools/quiz";
import { PortfolioResults } from "./PortfolioResults";
import { QuizFlow } from "./QuizFlow";

export interface PortfolioQuizProps {
  /** The questions, bands and words, from content/data/portfolio-quiz.json. */
  content: Queries.PortfolioQuizFieldsFragment;
  /**
   * Where it opens instead of the first question: answers already chosen, the question shown, or
   * the results (only once every question is answered). The catalogue shows each step with it.
   */
  start?: QuizStart;
}

/** The portfolio optimization quiz of Advanced tools: its questions, then the results. */
export function PortfolioQuiz({ content, start }: PortfolioQuizProps) {
  const quiz = useQuiz({ questions: content.questions, start });
  return (
    <QuizFlow
      heading={content.heading}
      intro={content.intro}
      questions={content.questions}
      steps={content.steps}
      quiz={quiz}
      renderResults={(answers) => (
        <PortfolioResults
          score={scorePortfolio(content.questions, answers)}
          bands={content.bands}
          copy={content.results}
          headingRef={quiz.resultsHeadingRef}
          onRetake={quiz.retake}
        />
      )}
    />
  );
}
