import * as v from "valibot";
import type { Expect, Same } from "../same-type";
import { emailField, fieldProblems, say, textField } from "./field-schemas";
import { choiceProblem, type FieldErrors } from "./fields";
import { INTEREST_OPTIONS, type LeadFormData } from "./lead-form";

export const interestSchema = v.picklist(INTEREST_OPTIONS, say(choiceProblem("interest")));

/** Name, email and interest are required; company and message are optional. */
export const leadFormSchema = v.object({
  name: textField("name", true),
  email: emailField(),
  company: textField("company"),
  interest: interestSchema,
  message: textField("message"),
});

export type LeadFormDataIsTheSchemaInput = Expect<
  Same<keyof LeadFormData, keyof v.InferInput<typeof leadFormSchema>>
>;

export const validateLeadForm = (data: LeadFormData): FieldErrors<keyof LeadFormData> =>
  fieldProblems(leadFormSchema, data);
