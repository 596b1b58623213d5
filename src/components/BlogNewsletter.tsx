import { submitBlogNewsletter } from "../browser/leads/lazy-submissions";
import { NewsletterForm } from "./NewsletterForm";

/** What the blog's newsletter box renders from: on the kept blog page, its island's props. */
export interface BlogNewsletterContent {
  /** The box's words. */
  copy: Queries.FooterNewsletter;
  /** The forms' notices (sent, failed, confirm your subscription). */
  notices: Queries.FormNotices;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
}

/** The blog page's newsletter box (blog_newsletter), below the list. */
export function BlogNewsletter({ copy, notices, contactEmail }: BlogNewsletterContent) {
  return (
    <NewsletterForm
      formId="blog-newsletter"
      boxed
      copy={copy}
      notices={notices}
      confirmNote={notices.confirmSubscription}
      contactEmail={contactEmail}
      subscribe={submitBlogNewsletter}
    />
  );
}
