import { useQuiz } from "../hooks/use-quiz";
import type { QuizStart } from "../lib/tools/quiz-steps";
import { track } from "../browser/analytics/track";
import { scoreAssessment } from "../lib/tools/quiz";
import type { AssessmentReportSubmit } from "./AssessmentReportForm";
import { AssessmentResults, type AssessmentResultsProps } from "./AssessmentResults";
import { QuizFlow } from "./QuizFlow";

export interface BusinessAssessmentProps {
  /** The questions, bands and words, from content/data/assessment.json. */
  content: Queries.AssessmentFieldsFragment;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /**
   * Sends the assessment report's lead; the site loads its own submission lazily unless a story
   * passes a stand-in.
   */
  submitReport?: AssessmentReportSubmit;
  /**
   * Where it opens instead of the first question: answers already chosen, the question shown, or
   * the results (only once every question is answered; no completion is tracked for them). The
   * catalogue shows each step with it.
   */
  start?: QuizStart;
  /** The state the results' report form opens in (AssessmentReportForm's start). */
  reportStart?: AssessmentResultsProps["reportStart"];
}

/** The business scaling assessment of Advanced tools: its questions, then the results. */
export function BusinessAssessment({
  content,
  notices,
  contactEmail,
  submitReport,
  start,
  reportStart,
}: BusinessAssessmentProps) {
  const { questions } = content;
  const quiz = useQuiz({
    questions,
    start,
    // Sent once, as the visitor asks for the results.
    onFinish: (answers) => {
      const { percentage, level } = scoreAssessment(questions, answers);
      track("assessment_completion", { score: percentage, level });
    },
  });
  return (
    <QuizFlow
      heading={content.heading}
      intro={content.intro}
      questions={questions}
      steps={content.steps}
      quiz={quiz}
      renderResults={(answers) => (
        <AssessmentResults
          score={scoreAssessment(questions, answers)}
          bands={content.bands}
          copy={content.results}
          report={content.report}
          notices={notices}
          contactEmail={contactEmail}
          submitReport={submitReport}
          reportStart={reportStart}
          headingRef={quiz.resultsHeadingRef}
          onRetake={quiz.retake}
        />
      )}
    />
  );
}
