import type { ContactDraft } from "./contact";
import { DEFAULT_INTEREST, type LeadFormData } from "./lead-form";
import type { LeadSource } from "./sources";
import { STRATEGY_CALL_ID } from "./form-ids";
import type { LeadRecord } from "./types";

// The lead record each form sends, built the same way whether the browser posts it as JSON or the
// form is posted without scripts and the server builds it (see docs/product.md#lead-handling).

const clean = (value: string): string | undefined => value.trim() || undefined;

/**
 * The consultation form's lead: email, interest, and the extras, with the form type as its source.
 */
export function leadFormLead(
  data: LeadFormData,
  source: LeadSource = "cta_lead_capture",
): LeadRecord {
  return {
    email: data.email.trim(),
    interest: clean(data.interest) ?? DEFAULT_INTEREST,
    name: clean(data.name),
    company: clean(data.company),
    message: clean(data.message),
    source,
  };
}

/** The sidebar's request for the scaling guide, tagged scaling_guide. */
export const sidebarMagnetLead = (email: string): LeadRecord => ({
  email: email.trim(),
  tags: ["scaling_guide"],
  source: "sidebar_lead_magnet",
});

/** The blog newsletter's sign-up. */
export const blogNewsletterLead = (email: string): LeadRecord => ({
  email: email.trim(),
  source: "blog_newsletter",
});

/** The footer newsletter's sign-up. */
export const footerNewsletterLead = (email: string): LeadRecord => ({
  email: email.trim(),
  source: "footer_newsletter",
  tags: ["newsletter"],
});

/** The assessment report's request, with the score and the recommendations that go with it. */
export const assessmentReportLead = (
  email: string,
  score: number,
  recommendations: readonly string[],
): LeadRecord => ({
  email: email.trim(),
  assessmentScore: score,
  recommendations,
  source: "business_assessment",
});

/** The exit popup's lead: a strategy call is a type, any other choice a resource id. */
export const exitPopupLead = (email: string, choice: string): LeadRecord =>
  choice === STRATEGY_CALL_ID
    ? { email: email.trim(), type: "strategy_call", source: "exit_intent_popup" }
    : { email: email.trim(), leadMagnet: choice, source: "exit_intent_popup" };

/** The contact form's draft, every field trimmed, as /api/contact takes it. */
export function trimmedContactDraft(draft: ContactDraft): ContactDraft {
  const trimmed = { ...draft };
  for (const field of Object.keys(draft) as (keyof ContactDraft)[]) {
    trimmed[field] = draft[field].trim();
  }
  return trimmed;
}
