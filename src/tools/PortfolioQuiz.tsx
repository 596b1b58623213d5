import { useQuiz } from "../hooks/use-quiz";
import { scorePortfolio } from "../lib/tools/quiz";
import { PortfolioResults } from "./PortfolioResults";
import { QuizFlow } from "./QuizFlow";

export interface PortfolioQuizProps {
  /** The questions, bands and words, from content/data/portfolio-quiz.json. */
  content: Queries.PortfolioQuizFieldsFragment;
}

/** The portfolio optimization quiz of Advanced tools: its questions, then the results. */
export function PortfolioQuiz({ content }: PortfolioQuizProps) {
  const quiz = useQuiz({ questions: content.questions });
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
