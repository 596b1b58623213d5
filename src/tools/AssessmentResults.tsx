import { useId, type Ref } from "react";
import { bandCopy, type AssessmentScore } from "../lib/tools/quiz";
import {
  AssessmentReportForm,
  type AssessmentReportFormProps,
  type AssessmentReportSubmit,
} from "./AssessmentReportForm";
import { QuizResult } from "./QuizResult";

export interface AssessmentResultsProps {
  /** The visitor's score and the band it falls in. */
  score: AssessmentScore;
  /** Every result band's words. */
  bands: readonly Queries.QuizBandCopy[];
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.QuizResultsCopy;
  /** The words of the report sign-up form. */
  report: Queries.FooterNewsletter;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Sends the report request; stories pass a stand-in. */
  submitReport?: AssessmentReportSubmit;
  /** The state the report form opens in (AssessmentReportForm's start). */
  reportStart?: AssessmentReportFormProps["start"];
  /** Lets the tool move focus to the results' heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Called by Retake, back to the first question. */
  onRetake: () => void;
}

/** The business assessment's results: the level, its recommendations and the report form. */
export function AssessmentResults({
  score,
  bands,
  copy,
  report,
  notices,
  contactEmail,
  submitReport,
  reportStart,
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
        start={reportStart}
      />
    </QuizResult>
  );
}
