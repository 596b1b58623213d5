import type { ContactDraft } from "../../lib/leads/contact";
import { CONTACT_ENDPOINT } from "../../lib/leads/form-ids";
import {
  assessmentReportLead,
  blogNewsletterLead,
  exitPopupLead,
  footerNewsletterLead,
  leadFormLead,
  sidebarMagnetLead,
  trimmedContactDraft,
} from "../../lib/leads/form-leads";
import type { LeadFormData } from "../../lib/leads/lead-form";
import { buildCustomRequest } from "../../lib/leads/payloads";
import type { LeadResult } from "../../lib/leads/result";
import type { LeadSource } from "../../lib/leads/sources";
import { startLeadRetry } from "./retry";
import { postToSite, type Transport } from "./transport";
import type { EmailMarketingConfig, LeadRecord } from "../../lib/leads/types";
import { validateLead } from "../../lib/leads/platform-settings";

export { validateContactDraft } from "../../lib/leads/contact-schema";
export { validateEmailOnly } from "../../lib/leads/field-schemas";
export { validateLeadForm } from "../../lib/leads/lead-form-schema";

/** The browser only ever talks to the site's own endpoints. */
export const SITE_CONFIG: EmailMarketingConfig = { platform: "custom", baseUrl: "/api" };

/** Validated before any call, then sent as the lead record to /api/subscribe. */
export async function submitLead(lead: LeadRecord, transport?: Transport): Promise<LeadResult> {
  const problem = validateLead(SITE_CONFIG, lead.email);
  if (problem) return { success: false, error: problem.error, message: problem.hint };
  const { url } = buildCustomRequest(SITE_CONFIG, lead);
  return postToSite(url, lead, transport).then(retryWhenQueued(transport));
}

/** A queued submission in this page is retried on schedule and when the browser is back online. */
function retryWhenQueued(transport: Transport | undefined) {
  return (result: LeadResult): LeadResult => {
    if (result.queued && !transport && typeof window !== "undefined") startLeadRetry();
    return result;
  };
}

/**
 * Sends the consultation form's lead: email, interest, and the extras, with the form type as its
 * source.
 */
export function submitLeadForm(
  data: LeadFormData,
  source: LeadSource = "cta_lead_capture",
  transport?: Transport,
): Promise<LeadResult> {
  return submitLead(leadFormLead(data, source), transport);
}

/** Sends the sidebar's request for the scaling guide, tagged scaling_guide. */
export function submitSidebarMagnet(email: string, transport?: Transport): Promise<LeadResult> {
  return submitLead(sidebarMagnetLead(email), transport);
}

/** Sends the blog newsletter's sign-up. */
export function submitBlogNewsletter(email: string, transport?: Transport): Promise<LeadResult> {
  return submitLead(blogNewsletterLead(email), transport);
}

/** Sends the footer newsletter's sign-up. */
export function submitFooterNewsletter(email: string, transport?: Transport): Promise<LeadResult> {
  return submitLead(footerNewsletterLead(email), transport);
}

/**
 * Sends the assessment report's request, with the score and the recommendations that go with it.
 */
export function submitAssessmentReport(
  email: string,
  score: number,
  recommendations: readonly string[],
  transport?: Transport,
): Promise<LeadResult> {
  return submitLead(assessmentReportLead(email, score, recommendations), transport);
}

/** Sends the exit popup's lead: a strategy call is a type, any other choice a resource id. */
export function submitExitPopup(
  email: string,
  choice: string,
  transport?: Transport,
): Promise<LeadResult> {
  return submitLead(exitPopupLead(email, choice), transport);
}

/** The contact form really delivers, through /api/contact. */
export function sendContactMessage(
  draft: ContactDraft,
  transport?: Transport,
): Promise<LeadResult> {
  return postToSite(CONTACT_ENDPOINT, trimmedContactDraft(draft), transport).then(
    retryWhenQueued(transport),
  );
}
