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
import { validateLead } from "../../lib/leads/validation";

/** docs/product.md#departures: the browser only ever talks to the site's own endpoints. */
export const SITE_CONFIG: EmailMarketingConfig = { platform: "custom", baseUrl: "/api" };

/** docs/product.md#validation-messages: validated before any call, then sent as the lead record to /api/subscribe. */
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

/** docs/product.md#lead-handling lead form: email, interest, and the extras with the form type as source. */
export function submitLeadForm(
  data: LeadFormData,
  source: LeadSource = "cta_lead_capture",
  transport?: Transport,
): Promise<LeadResult> {
  return submitLead(leadFormLead(data, source), transport);
}

/** docs/product.md#lead-handling sidebar magnet: the scaling guide, tagged scaling_guide. */
export function submitSidebarMagnet(email: string, transport?: Transport): Promise<LeadResult> {
  return submitLead(sidebarMagnetLead(email), transport);
}

/** docs/product.md#lead-handling blog newsletter. */
export function submitBlogNewsletter(email: string, transport?: Transport): Promise<LeadResult> {
  return submitLead(blogNewsletterLead(email), transport);
}

/** docs/product.md#lead-handling footer newsletter. */
export function submitFooterNewsletter(email: string, transport?: Transport): Promise<LeadResult> {
  return submitLead(footerNewsletterLead(email), transport);
}

/** docs/product.md#lead-handling assessment report: the score and the recommendations that go with it. */
export function submitAssessmentReport(
  email: string,
  score: number,
  recommendations: readonly string[],
  transport?: Transport,
): Promise<LeadResult> {
  return submitLead(assessmentReportLead(email, score, recommendations), transport);
}

/** docs/product.md#lead-handling exit popup: a strategy call is a type, any other choice a resource id. */
export function submitExitPopup(
  email: string,
  choice: string,
  transport?: Transport,
): Promise<LeadResult> {
  return submitLead(exitPopupLead(email, choice), transport);
}

/** docs/product.md#departures: the contact form really delivers, through /api/contact. */
export function sendContactMessage(
  draft: ContactDraft,
  transport?: Transport,
): Promise<LeadResult> {
  return postToSite(CONTACT_ENDPOINT, trimmedContactDraft(draft), transport).then(
    retryWhenQueued(transport),
  );
}
