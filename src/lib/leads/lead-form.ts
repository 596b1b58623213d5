import { checkChoice, checkEmailField, checkText, onlyProblems, type FieldErrors } from "./fields";

/** What the consultation form holds as the visitor fills it in. */
export interface LeadFormData {
  name: string;
  email: string;
  company: string;
  interest: string;
  message: string;
}

/** The consultation form's interest options, in the product's order. */
export const INTEREST_OPTIONS = [
  "saas",
  "automation",
  "agency",
  "ecommerce",
  "funding",
  "portfolio",
  "other",
] as const;

/** An empty interest is sent as general_consultation. */
export const DEFAULT_INTEREST = "general_consultation";

export const EMPTY_LEAD_FORM: LeadFormData = {
  name: "",
  email: "",
  company: "",
  interest: "",
  message: "",
};

/** Name, email and interest are required; company and message are optional. */
export function validateLeadForm(data: LeadFormData): FieldErrors<keyof LeadFormData> {
  return onlyProblems({
    name: checkText("name", data.name, { required: true }),
    email: checkEmailField(data.email),
    company: checkText("company", data.company),
    interest: checkChoice("interest", data.interest, INTEREST_OPTIONS, { required: true }),
    message: checkText("message", data.message),
  });
}
