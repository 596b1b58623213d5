import { Box, Heading, Text } from "@chakra-ui/react";
import type { FormStart } from "../hooks/use-form-submission";
import type { EmailOnly } from "../lib/leads/fields";
import type { FormId } from "../lib/leads/form-ids";
import type { LeadResult } from "../lib/leads/result";
import { EmailSignupForm } from "./EmailSignupForm";
import { queuedText } from "./queued-text";
import { ResultPanel } from "./ResultPanel";

export interface NewsletterFormProps {
  /** Which of the site's email-only forms this is (its source, and its post without scripts). */
  formId: Extract<FormId, "footer-newsletter" | "blog-newsletter" | "assessment-report">;
  /** Values sent with the email that the visitor does not type (the assessment's score). */
  hiddenFields?: Record<string, string | readonly string[]>;
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.FooterNewsletter;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /**
   * The line under the thanks that asks the visitor to confirm their subscription by the button
   * in our email (a newsletter sign-up); none where the sign-up needs no confirming.
   */
  confirmNote?: string;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Sends the sign-up; stories pass a stand-in. */
  subscribe: (email: string) => Promise<LeadResult>;
  /** Light text on a dark background (the footer). */
  inverted?: boolean;
  /** A boxed call-out with a larger heading (the blog). */
  boxed?: boolean;
  /** The heading's level where the form sits inside a deeper section (the assessment's results). */
  headingAs?: "h2" | "h3" | "h4";
  /** Runs once the lead is sent (not when it is only queued), e.g. to track a conversion. */
  onSuccess?: (result: LeadResult) => void;
  /** The state it opens in (values, problems, sending or sent); the catalogue shows each so. */
  start?: FormStart<EmailOnly>;
}

/**
 * The newsletter sign-up of the footer and the blog, also used for the assessment report's email
 * form: idle, then 'Subscribing...', then a thank-you panel.
 */
export function NewsletterForm({
  formId,
  hiddenFields,
  copy,
  notices,
  confirmNote,
  contactEmail,
  subscribe,
  inverted = false,
  boxed = false,
  headingAs = "h2",
  onSuccess,
  start,
}: NewsletterFormProps) {
  const body = (
    <EmailSignupForm
      formId={formId}
      hiddenFields={hiddenFields}
      label={copy.label}
      placeholder={copy.placeholder}
      button={copy.button}
      submittingText={copy.submitting}
      buttonBeside
      inverted={inverted}
      notices={notices}
      contactEmail={contactEmail}
      submit={subscribe}
      onSuccess={onSuccess}
      start={start}
      intro={
        <>
          <Heading as={headingAs} size={boxed ? "lg" : "sm"}>
            {copy.heading}
          </Heading>
          <Text
            fontSize={boxed ? "md" : "sm"}
            color={inverted ? "fg.invertedMuted" : "fg.muted"}
            mt="1"
            mb="3"
          >
            {copy.text}
          </Text>
        </>
      }
      done={(sent, result) => (
        <ResultPanel
          inverted={inverted}
          pending={!sent}
          title={sent ? copy.successTitle : notices.queuedTitle}
          text={sent ? copy.successText : queuedText(notices, result)}
          note={sent ? confirmNote : undefined}
        />
      )}
    />
  );

  if (!boxed) return body;
  return (
    <Box
      as="section"
      aria-label={copy.heading}
      p={{ base: "6", md: "10" }}
      borderRadius="2xl"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
    >
      {body}
    </Box>
  );
}
