import { Box } from "@chakra-ui/react";
import { NewsletterForm } from "../components/NewsletterForm";
import { track } from "../browser/analytics/track";
import { submitAssessmentReport } from "../browser/leads/lazy-submissions";
import type { FormStart } from "../hooks/use-form-submission";
import type { EmailOnly } from "../lib/leads/fields";
import type { LeadResult } from "../lib/leads/result";

export type AssessmentReportSubmit = (
  email: string,
  score: number,
  recommendations: readonly string[],
) => Promise<LeadResult>;

export interface AssessmentReportFormProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.FooterNewsletter;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** The assessment's percentage, sent with the lead. */
  score: number;
  /** The level's four recommendations, sent with the lead. */
  recommendations: readonly string[];
  /**
   * Sends the assessment report's lead; the site loads its own submission lazily unless a story
   * passes a stand-in.
   */
  submit?: AssessmentReportSubmit;
  /** The state it opens in (an address, a problem, sending or sent); the catalogue shows each so. */
  start?: FormStart<EmailOnly>;
}

/**
 * The email form on the business assessment's results: the site's email-only form, sending the
 * score and recommendations with the address. A sent report counts as a lead and as the
 * assessment's conversion (see docs/product.md#lead-handling).
 */
export function AssessmentReportForm({
  copy,
  notices,
  contactEmail,
  score,
  recommendations,
  submit = submitAssessmentReport,
  start,
}: AssessmentReportFormProps) {
  return (
    <Box
      mt="8"
      p={{ base: "5", md: "6" }}
      borderRadius="xl"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <NewsletterForm
        formId="assessment-report"
        hiddenFields={{ assessmentScore: String(score), recommendations }}
        copy={copy}
        notices={notices}
        contactEmail={contactEmail}
        headingAs="h4"
        subscribe={(email) => submit(email, score, recommendations)}
        start={start}
        onSuccess={() => {
          track("generate_lead", {
            event_category: "form_submission",
            event_label: "business_assessment",
          });
          track("lead_conversion", { source: "business_assessment", value: score });
        }}
      />
    </Box>
  );
}
