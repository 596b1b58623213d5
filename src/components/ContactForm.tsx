import { Box, chakra, Grid, Heading, Text } from "@chakra-ui/react";
import { checkContactDraft } from "../browser/leads/lazy-submissions";
import { useFormSubmission, type FormStart } from "../hooks/use-form-submission";
import {
  BUDGET_OPTIONS,
  EMPTY_CONTACT_DRAFT,
  HOW_HEARD_OPTIONS,
  type ContactDraft,
} from "../lib/leads/contact";
import type { LeadResult } from "../lib/leads/result";
import { Button } from "./Button";
import { FormField, type FieldControlProps } from "./FormField";
import { FormFooter } from "./FormFooter";
import { queuedText } from "./queued-text";
import { ResultPanel } from "./ResultPanel";
import { SelectInput } from "./SelectInput";
import { TextField, type TextFieldRow } from "./TextField";

export interface ContactFormProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.ContactFormCopy;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The words that explain the asterisk on required fields. */
  requiredText: string;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Sends the message; stories pass a stand-in that succeeds, fails or never answers. */
  submit: (draft: ContactDraft) => Promise<LeadResult>;
  /** The state it opens in (values, problems, sending or sent); the catalogue shows each so. */
  start?: FormStart<ContactDraft>;
}

/** What the form renders from, the page's content: an island's mark carries it as JSON. */
export type ContactFormContent = Omit<ContactFormProps, "submit" | "start">;

type TextFieldName = "name" | "email" | "phone" | "website" | "subject";

const TEXT_FIELDS: readonly TextFieldRow<TextFieldName>[] = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "website", type: "text", inputMode: "url", autoComplete: "url" },
  { name: "subject", type: "text", autoComplete: "off", required: true },
];

/**
 * The contact page's message form. It really delivers, to /api/contact (see
 * docs/product.md#departures).
 */
export function ContactForm({
  copy,
  notices,
  requiredText,
  contactEmail,
  submit,
  start,
}: ContactFormProps) {
  const { values, errors, setField, field, submitting, status, result, formProps, reset } =
    useFormSubmission<ContactDraft>({
      formId: "contact",
      initial: EMPTY_CONTACT_DRAFT,
      validate: checkContactDraft,
      submit,
      start,
    });

  if (status === "success" || status === "queued") {
    const sent = status === "success";
    return (
      <ResultPanel
        pending={!sent}
        title={sent ? copy.successTitle : notices.queuedTitle}
        text={sent ? copy.successText : queuedText(notices, result)}
      >
        <Button variant="outline" size="sm" mt="4" onClick={reset}>
          {copy.again}
        </Button>
      </ResultPanel>
    );
  }

  const labels: Record<TextFieldName, string> = {
    name: copy.nameLabel,
    email: copy.emailLabel,
    phone: copy.phoneLabel,
    website: copy.websiteLabel,
    subject: copy.subjectLabel,
  };

  const choice = (
    control: FieldControlProps,
    field: "budget" | "howHeard",
    placeholder: string,
    options: readonly string[],
  ) => (
    <SelectInput
      {...control}
      value={values[field]}
      onChange={(event) => setField(field, event.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectInput>
  );

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
          <Box key={name} gridColumn={name === "subject" ? { md: "span 2" } : undefined}>
            <TextField
              {...field(name)}
              {...row}
              label={labels[name]}
              requiredText={requiredText}
              placeholder={name === "website" ? copy.websitePlaceholder : undefined}
              hint={name === "website" ? copy.websiteHint : undefined}
            />
          </Box>
        ))}
        <Box gridColumn={{ md: "span 2" }}>
          <TextField
            {...field("message")}
            label={copy.messageLabel}
            rows={5}
            required
            requiredText={requiredText}
          />
        </Box>
        <FormField name="budget" label={copy.budgetLabel} problem={errors.budget}>
          {(control) => choice(control, "budget", copy.budgetPlaceholder, BUDGET_OPTIONS)}
        </FormField>
        <FormField name="howHeard" label={copy.howHeardLabel} problem={errors.howHeard}>
          {(control) => choice(control, "howHeard", copy.howHeardPlaceholder, HOW_HEARD_OPTIONS)}
        </FormField>
      </Grid>
      <FormFooter
        formId="contact"
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
