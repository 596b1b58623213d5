import * as v from "valibot";
import type { Expect, Same } from "../same-type";
import { BUDGET_OPTIONS, HOW_HEARD_OPTIONS, type ContactDraft } from "./contact";
import { emailField, fieldProblems, optionalChoice, say, textField } from "./field-schemas";
import {
  BODY_NOT_OBJECT,
  isWebAddress,
  readWebAddress,
  WEBSITE_PROBLEM,
  wrongType,
  type FieldErrors,
  type LimitedField,
} from "./fields";

/** A field the body may leave out or send as null: it is then empty. */
const orEmpty = <S extends v.GenericSchema<string, string>>(schema: S) => v.nullish(schema, "");

const text = (field: LimitedField, required = false) => orEmpty(textField(field, required));

/**
 * The body of POST /api/contact and the contact form's rules:
 * name, email, subject and message required; website, when given, a web address (a bare domain
 * is kept as its https address).
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
        v.transform((website) => readWebAddress(website) ?? ""),
      ),
    ),
    subject: text("subject", true),
    message: text("message", true),
    budget: orEmpty(optionalChoice("budget", BUDGET_OPTIONS)),
    howHeard: orEmpty(optionalChoice("howHeard", HOW_HEARD_OPTIONS)),
  },
  say(BODY_NOT_OBJECT),
);

export type ContactDraftIsTheSchemaOutput = Expect<
  Same<ContactDraft, v.InferOutput<typeof contactSchema>>
>;

export const validateContactDraft = (draft: ContactDraft): FieldErrors<keyof ContactDraft> =>
  fieldProblems(contactSchema, draft);
