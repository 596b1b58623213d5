import { Box, chakra, Grid, Heading, Text } from "@chakra-ui/react";
import { useFormSubmission, type FormStart } from "../hooks/use-form-submission";
import { track } from "../browser/analytics/track";
import { checkLeadForm } from "../browser/leads/lazy-submissions";
import { EMPTY_LEAD_FORM, type LeadFormData } from "../lib/leads/lead-form";
import type { LeadResult } from "../lib/leads/result";
import type { LeadSource } from "../lib/leads/sources";
import { Button } from "./Button";
import { FormField } from "./FormField";
import { FormFooter } from "./FormFooter";
import { queuedText } from "./queued-text";
import { ResultPanel } from "./ResultPanel";
import { SelectInput } from "./SelectInput";
import { TextField, type TextFieldRow } from "./TextField";

export interface LeadFormProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.LeadFormCopy;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The words that explain the asterisk on required fields. */
  requiredText: string;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Sends the lead; stories pass a stand-in that succeeds, fails or never answers. */
  submit: (data: LeadFormData, source: LeadSource) => Promise<LeadResult>;
  /** Which form this is; it is stored as the lead's source. */
  source?: LeadSource;
  /** Called once the lead is sent, after the thank-you panel shows. */
  onSuccess?: (result: LeadResult) => void;
  /** The state it opens in (values, problems, sending or sent); the catalogue shows each so. */
  start?: FormStart<LeadFormData>;
}

type TextFieldName = "name" | "email" | "company";

const TEXT_FIELDS: readonly TextFieldRow<TextFieldName>[] = [
  { name: "name", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "company", autoComplete: "organization" },
];

/** The consultation request form, replaced by a thank-you panel once sent. */
export function LeadForm({
  copy,
  notices,
  requiredText,
  contactEmail,
  submit,
  source = "cta_lead_capture",
  onSuccess,
  start,
}: LeadFormProps) {
  const { values, errors, setField, field, submitting, status, result, formProps } =
    useFormSubmission<LeadFormData>({
      formId: "consultation",
      initial: EMPTY_LEAD_FORM,
      validate: checkLeadForm,
      start,
      submit: (data) => submit(data, source),
      onSuccess: (result) => {
        track("generate_lead", { event_category: "form_submission", event_label: source });
        onSuccess?.(result);
      },
    });

  const labels: Record<TextFieldName, string> = {
    name: copy.nameLabel,
    email: copy.emailLabel,
    company: copy.companyLabel,
  };

  if (status === "success") {
    return <ResultPanel title={copy.successTitle} text={copy.successText} />;
  }
  if (status === "queued") {
    return <ResultPanel pending title={notices.queuedTitle} text={queuedText(notices, result)} />;
  }

  return (
    <chakra.form {...formProps}>
      <Heading as="h2" size="lg">
        {copy.heading}
      </Heading>
      <Text color="fg.muted" mt="2" mb="6">
        {copy.text}
      </Text>
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
        {TEXT_FIELDS.map(({ name, ...row }) => (
          <TextField
            key={name}
            {...field(name)}
            {...row}
            label={labels[name]}
            requiredText={requiredText}
          />
        ))}
        <FormField
          name="interest"
          label={copy.interestLabel}
          required
          requiredText={requiredText}
          problem={errors.interest}
        >
          {(control) => (
            <SelectInput
              {...control}
              value={values.interest}
              onChange={(event) => setField("interest", event.target.value)}
            >
              <option value="">{copy.interestPlaceholder}</option>
              {copy.interestOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <Box gridColumn={{ md: "span 2" }}>
          <TextField
            {...field("message")}
            label={copy.messageLabel}
            rows={4}
            placeholder={copy.messagePlaceholder}
          />
        </Box>
      </Grid>
      <FormFooter
        formId="consultation"
        notices={notices}
        contactEmail={contactEmail}
        failed={status === "failed"}
        detail={result?.message}
      >
        <Button
          type="submit"
          size="lg"
          mt="6"
          width={{ base: "full", sm: "auto" }}
          disabled={submitting}
        >
          {submitting ? copy.submitting : copy.button}
        </Button>
      </FormFooter>
    </chakra.form>
  );
}
