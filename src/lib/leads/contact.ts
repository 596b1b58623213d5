import * as v from "valibot";
import {
  BODY_NOT_OBJECT,
  emailField,
  fieldProblems,
  isWebAddress,
  optionalChoice,
  say,
  textField,
  WEBSITE_PROBLEM,
  wrongType,
  type FieldErrors,
  type LimitedField,
} from "./fields";

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

/** A field the body may leave out or send as null: it is then empty. */
const orEmpty = <S extends v.GenericSchema<string, string>>(schema: S) => v.nullish(schema, "");

const text = (field: LimitedField, required = false) => orEmpty(textField(field, required));

/**
 * The body of POST /api/contact and the contact form's rules:
 * name, email, subject and message required; website, when given, a web address.
 */
export const contactSchema = v.object(
  {
    name: text("name", true),
    email: orEmpty(emailField(wrongType("email", "text"))),
    phone: text("phone"),
    website: orEmpty(
      v.pipe(
        textField("website"),
        v.check((website) => !website || isWebAddress(website), say(WEBSITE_PROBLEM)),
      ),
    ),
    subject: text("subject", true),
    message: text("message", true),
    budget: orEmpty(optionalChoice("budget", BUDGET_OPTIONS)),
    howHeard: orEmpty(optionalChoice("howHeard", HOW_HEARD_OPTIONS)),
  },
  say(BODY_NOT_OBJECT),
);

/** What the contact form holds as the visitor fills it in, and what is stored: trimmed. */
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

export const validateContactDraft = (draft: ContactDraft): FieldErrors<keyof ContactDraft> =>
  fieldProblems(contactSchema, draft);
