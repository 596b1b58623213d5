import * as v from "valibot";
import {
  choiceProblem,
  emailField,
  fieldProblems,
  say,
  textField,
  type FieldErrors,
} from "./fields";

/**
 * The consultation form's interest options, in the product's order: content/data/forms.json
 * offers the same ones (tests/unit/leads/forms.test.ts holds the two together).
 */
export const interestSchema = v.picklist(
  ["saas", "automation", "agency", "ecommerce", "funding", "portfolio", "other"],
  say(choiceProblem("interest")),
);

/** Name, email and interest are required; company and message are optional. */
export const leadFormSchema = v.object({
  name: textField("name", true),
  email: emailField(),
  company: textField("company"),
  interest: interestSchema,
  message: textField("message"),
});

/** What the consultation form holds as the visitor fills it in. */
export type LeadFormData = Record<keyof v.InferInput<typeof leadFormSchema>, string>;

/** An empty interest is sent as general_consultation. */
export const DEFAULT_INTEREST = "general_consultation";

export const EMPTY_LEAD_FORM: LeadFormData = {
  name: "",
  email: "",
  company: "",
  interest: "",
  message: "",
};

export const validateLeadForm = (data: LeadFormData): FieldErrors<keyof LeadFormData> =>
  fieldProblems(leadFormSchema, data);
