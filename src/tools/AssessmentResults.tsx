import { useId, type Ref } from "react";
import type { NewsletterCopy, SubmissionNoticesCopy } from "../lib/content";
import type { QuizBandCopy, QuizResultsCopy } from "../lib/content-quizzes";
import { bandCopy, type AssessmentScore } from "../lib/tools/quiz";
import { AssessmentReportForm, type AssessmentReportSubmit } from "./AssessmentReportForm";
import { QuizResult } from "./QuizResult";

export interface AssessmentResultsProps {
  score: AssessmentScore;
  bands: readonly QuizBandCopy[];
  copy: QuizResultsCopy;
  report: NewsletterCopy;
  notices: SubmissionNoticesCopy;
  contactEmail: string;
  submitReport?: AssessmentReportSubmit;
  headingRef?: Ref<HTMLHeadingElement>;
  onRetake: () => void;
}

/** SPEC §9 business assessment results: the level, its four recommendations and the report form. */
export function AssessmentResults({
  score,
  bands,
  copy,
  report,
  notices,
  contactEmail,
  submitReport,
  headingRef,
  onRetake,
}: AssessmentResultsProps) {
  const id = useId();
  const band = bandCopy(bands, score.level);
  return (
    <QuizResult
      id={`${id}-results`}
      percentage={score.percentage}
      band={band}
      copy={copy}
      headingRef={headingRef}
      onRetake={onRetake}
    >
      <AssessmentReportForm
        copy={report}
        notices={notices}
        contactEmail={contactEmail}
        score={score.percentage}
        recommendations={band.recommendations}
        submit={submitReport}
      />
    </QuizResult>
  );
}
