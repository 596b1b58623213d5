import * as v from "valibot";
import { emailField, fieldProblems, say, textField } from "./field-schemas";
import { choiceProblem, type FieldErrors } from "./fields";
import type { LeadFormData } from "./lead-form";

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

export const validateLeadForm = (data: LeadFormData): FieldErrors<keyof LeadFormData> =>
  fieldProblems(leadFormSchema, data);
