import { chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { checkEmailOnly } from "../browser/leads/lazy-submissions";
import { useFormSubmission, type FormStart } from "../hooks/use-form-submission";
import type { EmailOnly } from "../lib/leads/fields";
import type { FormId } from "../lib/leads/form-ids";
import type { LeadResult } from "../lib/leads/result";
import { Button } from "./Button";
import { FormFooter } from "./FormFooter";
import { TextField } from "./TextField";

const EMPTY: EmailOnly = { email: "" };

export interface EmailSignupFormProps {
  /** Which of the site's email-only forms this is (its source, and its post without scripts). */
  formId: Exclude<FormId, "consultation" | "contact">;
  /** Values sent with the email that the visitor does not type (the assessment's score). */
  hiddenFields?: Record<string, string | readonly string[]>;
  /** The email field's visible label. */
  label: string;
  /** An example address shown while the field is empty. */
  placeholder?: string;
  /** The button's words. */
  button: string;
  /** The button's words while the email is being sent. */
  submittingText: string;
  /** Marks the email required (an asterisk, and the browser's own check). */
  required?: boolean;
  /** The button beside the field from the small breakpoint up, rather than under it. */
  buttonBeside?: boolean;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
  /** What the form shows above the field: a heading, or choices sent with the email. */
  intro?: ReactNode;
  /** What the form shows under its button, e.g. a line on privacy. */
  outro?: ReactNode;
  /** False hides the field and button until the visitor has made a choice in the intro. */
  emailShown?: boolean;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Sends the address; stories pass a stand-in that succeeds, fails or never answers. */
  submit: (email: string) => Promise<LeadResult>;
  /** Runs once the lead is sent (not when it is only queued), e.g. to track a conversion. */
  onSuccess?: (result: LeadResult) => void;
  /** Runs once the lead is sent or safely queued. */
  onDone?: (result: LeadResult) => void;
  /** What replaces the form once the lead is sent (true) or queued (false); without it the form stays. */
  done?: (sent: boolean, result: LeadResult | null) => ReactNode;
  /** The state it opens in (values, problems, sending or sent); the catalogue shows each so. */
  start?: FormStart<EmailOnly>;
}

/**
 * The form of every sign-up that asks for an email alone: the field, the bot trap, the failure
 * notice and the button, posting to the site's endpoint with or without scripts.
 */
export function EmailSignupForm({
  formId,
  hiddenFields,
  label,
  placeholder,
  button,
  submittingText,
  required = false,
  buttonBeside = false,
  inverted = false,
  intro,
  outro,
  emailShown = true,
  notices,
  contactEmail,
  submit,
  onSuccess,
  onDone,
  done,
  start,
}: EmailSignupFormProps) {
  const { values, field, submitting, status, result, enhanced, formProps } =
    useFormSubmission<EmailOnly>({
      formId,
      initial: EMPTY,
      validate: checkEmailOnly,
      submit: ({ email }) => submit(email.trim()),
      onSuccess,
      onDone,
      start,
    });

  if (done && (status === "success" || status === "queued")) {
    return done(status === "success", result);
  }

  const submitButton = (
    <Button
      type="submit"
      disabled={submitting || (enhanced && !values.email.trim())}
      {...(buttonBeside ? { flexShrink: 0 } : { width: "full", mt: "3" })}
    >
      {submitting ? submittingText : button}
    </Button>
  );

  return (
    <chakra.form {...formProps}>
      {intro}
      {emailShown && (
        <>
          <TextField
            {...field("email")}
            type="email"
            autoComplete="email"
            label={label}
            required={required}
            placeholder={placeholder}
            disabled={submitting}
            inverted={inverted}
            action={buttonBeside ? submitButton : undefined}
          />
          <FormFooter
            formId={formId}
            hiddenFields={hiddenFields}
            notices={notices}
            contactEmail={contactEmail}
            failed={status === "failed"}
            detail={result?.message}
            inverted={inverted}
          >
            {!buttonBeside && submitButton}
          </FormFooter>
          {outro}
        </>
      )}
    </chakra.form>
  );
}
