import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { useFormSubmission } from "../hooks/use-form-submission";
import type { NewsletterCopy, SubmissionNoticesCopy } from "../lib/content";
import { checkEmailField, onlyProblems } from "../lib/leads/fields";
import type { LeadResult } from "../lib/leads/result";
import { Button } from "./Button";
import { FormField } from "./FormField";
import { Honeypot } from "./Honeypot";
import { ResultPanel } from "./ResultPanel";
import { SubmissionNotice } from "./SubmissionNotice";
import { TextInput } from "./TextInput";

export interface NewsletterFormProps {
  copy: NewsletterCopy;
  notices: SubmissionNoticesCopy;
  contactEmail: string;
  subscribe: (email: string) => Promise<LeadResult>;
  /** Light text on a dark background (the footer). */
  inverted?: boolean;
  /** A boxed call-out with a larger heading (the blog). */
  boxed?: boolean;
}

interface Values {
  email: string;
}

const validate = (values: Values) => onlyProblems({ email: checkEmailField(values.email) });

/** SPEC §4 footer and blog newsletter: idle, 'Subscribing...', then the thank-you panel. */
export function NewsletterForm({
  copy,
  notices,
  contactEmail,
  subscribe,
  inverted = false,
  boxed = false,
}: NewsletterFormProps) {
  const { values, errors, setField, submitting, status, result, formRef, handleSubmit } =
    useFormSubmission<Values>({
      initial: { email: "" },
      validate,
      submit: (values) => subscribe(values.email.trim()),
    });

  const body =
    status === "success" || status === "queued" ? (
      <ResultPanel
        inverted={inverted}
        pending={status === "queued"}
        title={status === "success" ? copy.successTitle : notices.queuedTitle}
        text={status === "success" ? copy.successText : notices.queuedText}
      />
    ) : (
      <chakra.form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <Heading as="h2" size={boxed ? "lg" : "sm"}>
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
        <FormField name="email" label={copy.label} problem={errors.email} inverted={inverted}>
          {(control) => (
            <Flex direction={{ base: "column", sm: "row" }} gap="2">
              <TextInput
                {...control}
                type="email"
                autoComplete="email"
                placeholder={copy.placeholder}
                value={values.email}
                onChange={(event) => setField("email", event.target.value)}
                disabled={submitting}
                variant={inverted ? "inverted" : "outline"}
              />
              <Button type="submit" disabled={submitting || !values.email.trim()} flexShrink={0}>
                {submitting ? copy.submitting : copy.button}
              </Button>
            </Flex>
          )}
        </FormField>
        <Honeypot />
        {status === "failed" && (
          <SubmissionNotice
            copy={notices}
            detail={result?.message}
            contactEmail={contactEmail}
            inverted={inverted}
          />
        )}
      </chakra.form>
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
