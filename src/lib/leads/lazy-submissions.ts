// The page-facing submissions, each loading the lead library on first use: a page ships the form,
// and the validation, queue and transport code arrive with the first submission, not the page.
import type { ContactDraft } from "./contact";
import type { LeadFormData } from "./lead-form";
import type { LeadResult } from "./result";

const leads = () => import("./submissions");

export const submitLeadForm = async (data: LeadFormData): Promise<LeadResult> =>
  (await leads()).submitLeadForm(data);

export const submitSidebarMagnet = async (email: string): Promise<LeadResult> =>
  (await leads()).submitSidebarMagnet(email);

export const submitBlogNewsletter = async (email: string): Promise<LeadResult> =>
  (await leads()).submitBlogNewsletter(email);

export const submitFooterNewsletter = async (email: string): Promise<LeadResult> =>
  (await leads()).submitFooterNewsletter(email);

export const submitExitPopup = async (email: string, choice: string): Promise<LeadResult> =>
  (await leads()).submitExitPopup(email, choice);

export const submitAssessmentReport = async (
  email: string,
  score: number,
  recommendations: readonly string[],
): Promise<LeadResult> => (await leads()).submitAssessmentReport(email, score, recommendations);

export const sendContactMessage = async (draft: ContactDraft): Promise<LeadResult> =>
  (await leads()).sendContactMessage(draft);
