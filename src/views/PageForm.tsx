import { Container } from "@chakra-ui/react";
import { NewsletterForm } from "../components/NewsletterForm";
import type { NewsletterCopy, SubmissionNoticesCopy } from "../lib/content";
import { submitBlogNewsletter } from "../lib/leads/lazy-submissions";

/** The forms an interim intro route can offer (the full pages carry their own). */
export type PageFormKind = "blog-newsletter";

export interface PageFormProps {
  kind: PageFormKind;
  copy: NewsletterCopy;
  notices: SubmissionNoticesCopy;
  contactEmail: string;
}

/** The lead form an interim route offers, with the real submission wired in. */
export function PageForm({ copy, notices, contactEmail }: PageFormProps) {
  return (
    <Container maxW="3xl" pb={{ base: "12", md: "16" }}>
      <NewsletterForm
        boxed
        copy={copy}
        notices={notices}
        contactEmail={contactEmail}
        subscribe={submitBlogNewsletter}
      />
    </Container>
  );
}
