import { LEAD_PURPOSES, leadPurpose, type LeadPurpose } from "../leads/lead-purpose";
import type { LeadSource } from "../leads/sources";
import type { KindedRecord } from "../leads/submission";

// What the inbox files a stored submission under: what it asked for, by the same rule that picks
// the owner's alert and the visitor's email (leadPurpose), so a consultation asked for on the home
// page is a "Consultation request" in the list, its filter and the alert alike. The store's form
// column spells the same rule in SQL (src/server/store/*migrations.ts).

export const INBOX_FORMS = LEAD_PURPOSES;
export type InboxForm = LeadPurpose;

export const isInboxForm = (value: unknown): value is InboxForm =>
  INBOX_FORMS.some((form) => form === value);

export const formOf = (submission: KindedRecord): InboxForm => leadPurpose(submission);

export const FORM_LABELS: Record<InboxForm, string> = {
  consultation: "Consultation request",
  contact: "Message",
  "strategy-call": "Strategy call request",
  assessment: "Assessment report request",
  guide: "Scaling guide request",
  "roi-report": "ROI report request",
  newsletter: "Newsletter sign-up",
};

/** The form a lead's record names as its source, as the lead's own fields show it. */
export const SOURCE_LABELS: Record<LeadSource, string> = {
  lead_magnet: "Guide download",
  business_assessment: "Business assessment",
  consultation_booking: "Consultation request",
  newsletter: "Newsletter",
  footer_newsletter: "Newsletter (footer)",
  blog_newsletter: "Newsletter (blog)",
  cta_lead_capture: "Consultation request (home page)",
  sidebar_lead_magnet: "Guide download (sidebar)",
  exit_intent_popup: "Exit popup",
};
