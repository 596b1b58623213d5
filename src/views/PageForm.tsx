import { Container } from "@chakra-ui/react";
import { NewsletterForm } from "../components/NewsletterForm";
import type { NewsletterCopy, SubmissionNoticesCopy } from "../lib/content";
import { submitBlogNewsletter } from "../lib/leads/lazy-submissions";

export interface PageFormProps {
  copy: NewsletterCopy;
  notices: SubmissionNoticesCopy;
  contactEmail: string;
}

/** The blog newsletter the interim /blog route offers (full pages carry their own forms). */
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
