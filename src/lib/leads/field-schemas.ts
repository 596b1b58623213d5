// The field rules as Valibot schemas, shared by the payloads' schemas, the server and the forms'
// checks. The browser loads them with the lead library, not with the page (see docs/leads.md).
import * as v from "valibot";
import {
  BODY_NOT_OBJECT,
  characterCount,
  choiceProblem,
  controlCharacters,
  controlProblem,
  FIELD_LIMITS,
  LONE_SURROGATE,
  notTextProblem,
  requiredProblem,
  tooLongProblem,
  wrongType,
  type EmailOnly,
  type FieldErrors,
  type LimitedField,
  type Parsed,
} from "./fields";
import type { LeadProblem } from "./types";
import { EMAIL_PROBLEMS, isEmailFormat } from "./email-rules";

// Valibot's messages are plain text, so each of ours is two lines: the error, then its hint.
export const say = ({ error, hint }: LeadProblem): string => `${error}\n${hint}`;

export function problemOf(issue: v.BaseIssue<unknown>): LeadProblem {
  const [error = "", hint] = issue.message.split("\n");
  return hint === undefined ? BODY_NOT_OBJECT : { error, hint };
}

type Schema = v.GenericSchema;

/** A body checked by a payload's schema: its output, or the first problem in the schema's order. */
export function parseWith<S extends Schema>(schema: S, body: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, body, { abortEarly: true });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, problem: problemOf(result.issues[0]) };
}

/** Each field's first problem, in the schema's order; fields without one are left out. */
export function fieldProblems<K extends string>(schema: Schema, values: object): FieldErrors<K> {
  const errors: Partial<Record<string, LeadProblem>> = {};
  for (const issue of v.safeParse(schema, values).issues ?? []) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && !errors[key]) errors[key] = problemOf(issue);
  }
  return errors as FieldErrors<K>;
}

/** Text: trimmed, required when asked, free of control characters, never longer than the limit. */
export function textField(field: LimitedField, required = false) {
  const control = controlCharacters(field);
  return v.pipe(
    v.string(say(wrongType(field, "text"))),
    v.trim(),
    v.minLength(required ? 1 : 0, say(requiredProblem(field))),
    v.check((text) => !control.test(text), say(controlProblem(field))),
    v.check((text) => !LONE_SURROGATE.test(text), say(notTextProblem(field))),
    v.check((text) => characterCount(text) <= FIELD_LIMITS[field], say(tooLongProblem(field))),
  );
}

/** The email rules alone: required, then the format. */
export const emailRules = (notText: LeadProblem = EMAIL_PROBLEMS.emailRequired) =>
  v.pipe(
    v.string(say(notText)),
    v.trim(),
    v.minLength(1, say(EMAIL_PROBLEMS.emailRequired)),
    v.check(isEmailFormat, say(EMAIL_PROBLEMS.emailInvalid)),
  );

/** An email field: the rules above, then those of any text field. */
export const emailField = (notText?: LeadProblem) =>
  v.pipe(emailRules(notText), textField("email"));

/** An optional choice must be one of the options when given. */
export const optionalChoice = (field: LimitedField, options: readonly string[]) =>
  v.pipe(
    v.string(say(wrongType(field, "text"))),
    v.trim(),
    v.check((value) => !value || options.includes(value), say(choiceProblem(field))),
  );

/** The forms that ask for an email alone (newsletters, the guide, the exit popup). */
export const emailOnlySchema = v.object({ email: emailField() });

export const validateEmailOnly = (values: EmailOnly): FieldErrors<keyof EmailOnly> =>
  fieldProblems(emailOnlySchema, values);
