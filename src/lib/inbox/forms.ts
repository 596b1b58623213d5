import { LEAD_SOURCES, type LeadSource } from "../leads/sources";
import type { KindedRecord } from "../leads/submission";

// Which form a stored submission came from, as the inbox filters and names it: the contact form,
// or the source a lead's form sent (a lead without one is a plain "lead").

export const INBOX_FORMS = ["contact", ...LEAD_SOURCES, "lead"] as const;
export type InboxForm = "contact" | LeadSource | "lead";

export const isInboxForm = (value: unknown): value is InboxForm =>
  INBOX_FORMS.some((form) => form === value);

export function formOf(submission: KindedRecord): InboxForm {
  if (submission.kind === "contact") return "contact";
  return submission.record.source ?? "lead";
}

export const FORM_LABELS: Record<InboxForm, string> = {
  contact: "Contact form",
  lead: "Lead (no form named)",
  lead_magnet: "Guide download",
  business_assessment: "Business assessment",
  consultation_booking: "Consultation request",
  newsletter: "Newsletter",
  footer_newsletter: "Newsletter (footer)",
  blog_newsletter: "Newsletter (blog)",
  cta_lead_capture: "Call-to-action sign-up",
  sidebar_lead_magnet: "Guide download (sidebar)",
  exit_intent_popup: "Exit popup sign-up",
};
