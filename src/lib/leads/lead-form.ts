/**
 * The consultation form's interest options, in the product's order: content/data/forms.json
 * offers the same ones (tests/unit/leads/forms.test.ts holds the two together).
 */
export const INTEREST_OPTIONS = [
  "saas",
  "automation",
  "agency",
  "ecommerce",
  "funding",
  "portfolio",
  "other",
] as const;

/**
 * What the consultation form holds as the visitor fills it in: text in each of its schema's
 * fields (lead-form-schema.ts checks that the two name the same ones).
 */
export type LeadFormData = {
  name: string;
  email: string;
  company: string;
  interest: string;
  message: string;
};

/** An empty interest is sent as general_consultation. */
export const DEFAULT_INTEREST = "general_consultation";

export const EMPTY_LEAD_FORM: LeadFormData = {
  name: "",
  email: "",
  company: "",
  interest: "",
  message: "",
};
