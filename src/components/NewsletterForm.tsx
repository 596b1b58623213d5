import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { Button } from "./Button";
import { TextInput } from "./TextInput";
import { useId, useState, type FormEvent } from "react";
import type { NewsletterCopy } from "../lib/content";
import type { LeadResult } from "../lib/leads/result";
import { Icon } from "./Icon";

export interface NewsletterFormProps {
  copy: NewsletterCopy;
  subscribe: (email: string) => Promise<LeadResult>;
  /** Light text on a dark background (the footer). */
  inverted?: boolean;
}

type Status = "idle" | "submitting" | "success" | "error";

export const NEWSLETTER_FAILURE_TEXT =
  "We couldn't subscribe you just now. Your email is still here: please try again in a moment.";

export function NewsletterForm({ copy, subscribe, inverted = false }: NewsletterFormProps) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const inputId = useId();
  const errorId = useId();
  const submitting = status === "submitting";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || submitting) return;
    setStatus("submitting");
    const result = await subscribe(email.trim()).catch((): LeadResult => ({
      success: false,
      message: "Network error",
    }));
    if (result.success) {
      setEmail("");
      setStatus("success");
    } else {
      setStatus("error");
    }
  }

  if (status === "success") {
    return (
      <Box role="status" borderRadius="xl" p="5" bg={inverted ? "ink.900" : "success.50"}>
        <Flex gap="3" align="flex-start">
          <Box color={inverted ? "accent.300" : "success.700"} mt="0.5">
            <Icon name="check" />
          </Box>
          <Box>
            <Text fontWeight="semibold">{copy.successTitle}</Text>
            <Text fontSize="sm" color={inverted ? "fg.invertedMuted" : "fg.muted"}>
              {copy.successText}
            </Text>
          </Box>
        </Flex>
      </Box>
    );
  }

  return (
    <chakra.form onSubmit={handleSubmit} noValidate={false} aria-busy={submitting}>
      <Heading as="h2" size="sm">
        {copy.heading}
      </Heading>
      <Text fontSize="sm" color={inverted ? "fg.invertedMuted" : "fg.muted"} mt="1" mb="3">
        {copy.text}
      </Text>
      <chakra.label htmlFor={inputId} srOnly>
        {copy.label}
      </chakra.label>
      <Flex direction={{ base: "column", sm: "row" }} gap="2">
        <TextInput
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          variant={inverted ? "inverted" : "outline"}
          aria-invalid={status === "error" || undefined}
          aria-describedby={status === "error" ? errorId : undefined}
        />
        <Button type="submit" disabled={submitting || !email.trim()} flexShrink={0}>
          {submitting ? copy.submitting : copy.button}
        </Button>
      </Flex>
      {status === "error" && (
        <Text
          id={errorId}
          role="alert"
          display="flex"
          gap="2"
          alignItems="flex-start"
          mt="2"
          fontSize="sm"
          color={inverted ? "#fecaca" : "fg.error"}
        >
          <Icon name="alert" boxSize="4" mt="0.5" />
          {NEWSLETTER_FAILURE_TEXT}
        </Text>
      )}
    </chakra.form>
  );
}
