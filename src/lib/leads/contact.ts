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

/**
 * What the contact form holds as the visitor fills it in; stored as its schema gives it back,
 * trimmed (contact-schema.ts checks that the two say the same).
 */
export type ContactDraft = {
  name: string;
  email: string;
  phone: string;
  website: string;
  subject: string;
  message: string;
  budget: string;
  howHeard: string;
};

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
