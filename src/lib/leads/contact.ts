import type * as v from "valibot";
import type { contactSchema } from "./contact-schema";

/** The contact form's budget options, exactly as the visitor sees them. */
export const BUDGET_OPTIONS = [
  "Under $5,000",
  "$5,000 - $10,000",
  "$10,000 - $25,000",
  "$25,000 - $50,000",
  "$50,000+",
] as const;

/** The contact form's answers to how the visitor heard of the studio. */
export const HOW_HEARD_OPTIONS = [
  "Google",
  "Social Media",
  "Referral",
  "Blog",
  "Event",
  "Other",
] as const;

/** What the contact form holds as the visitor fills it in; stored as the schema gives it back, trimmed. */
export type ContactDraft = v.InferOutput<typeof contactSchema>;

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  name: "",
  email: "",
  phone: "",
  website: "",
  subject: "",
  message: "",
  budget: "",
  howHeard: "",
};
