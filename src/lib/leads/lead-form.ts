import type * as v from "valibot";
import type { leadFormSchema } from "./lead-form-schema";

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
