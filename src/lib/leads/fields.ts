import * as v from "valibot";
import type { LeadProblem } from "./types";
import { EMAIL_MAX_LENGTH, isEmailFormat, LEAD_PROBLEMS } from "./validation";

/** Longest value each field accepts; generous for people, tight enough to refuse junk. */
export const FIELD_LIMITS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  company: 160,
  interest: 40,
  message: 5000,
  phone: 40,
  website: 2048,
  subject: 200,
  budget: 40,
  howHeard: 40,
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;

/** Problems per field, in the order the form shows them. */
export type FieldErrors<K extends string> = Partial<Record<K, LeadProblem>>;

const LABELS: Record<LimitedField, string> = {
  name: "Name",
  email: "Email",
  company: "Company",
  interest: "Interest",
  message: "Message",
  phone: "Phone",
  website: "Website",
  subject: "Subject",
  budget: "Budget",
  howHeard: "How you heard of us",
};

export function requiredProblem(field: LimitedField): LeadProblem {
  return { error: `${LABELS[field]} is required`, hint: `Missing ${LABELS[field].toLowerCase()}` };
}

export function tooLongProblem(field: LimitedField): LeadProblem {
  return {
    error: `${LABELS[field]} is too long`,
    hint: `${LABELS[field]} can be at most ${FIELD_LIMITS[field].toLocaleString("en-GB")} characters`,
  };
}

/** The fields that may hold several lines (and tabs); the others are a single line. */
const MULTILINE_FIELDS: ReadonlySet<LimitedField> = new Set(["message"]);

// Control characters (Unicode's Cc: C0, DEL and C1) have no place in a name or an address: they
// could drive a terminal or break a line-based system the lead is forwarded to.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
// Half of a UTF-16 surrogate pair on its own is no character at all: no keyboard makes one, and
// neither a database's text type nor an email can hold it.
export const LONE_SURROGATE = /\p{Cs}/u;

export function controlProblem(field: LimitedField): LeadProblem {
  const examples = MULTILINE_FIELDS.has(field) ? "such as NUL" : "such as line breaks or NUL";
  return {
    error: `${LABELS[field]} contains characters that are not allowed`,
    hint: `Remove control characters (${examples}) from ${LABELS[field].toLowerCase()}`,
  };
}

export function notTextProblem(field: LimitedField): LeadProblem {
  return {
    error: `${LABELS[field]} contains characters that are not allowed`,
    hint: `Remove characters that are not text from ${LABELS[field].toLowerCase()}`,
  };
}

/** Length as people count it: an emoji or an accented letter is one character, not two. */
export const characterCount = (text: string): number => [...text].length;

export const WEBSITE_PROBLEM: LeadProblem = {
  error: "Website must be a full web address",
  hint: "Start the address with https:// (for example https://yourcompany.co.uk)",
};

const CHOICE_PROMPTS: Partial<Record<LimitedField, string>> = {
  interest: "Please choose an interest",
  budget: "Please choose a budget from the list",
  howHeard: "Please choose how you heard of us",
};

export function choiceProblem(field: LimitedField): LeadProblem {
  return {
    error: CHOICE_PROMPTS[field] ?? `Please choose a ${LABELS[field].toLowerCase()}`,
    hint: `Unknown ${field} option`,
  };
}

/** An absolute http or https URL (any host, loopback included). */
export function isHttpUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** A public web address a visitor could give: http or https with a dotted host name. */
export function isWebAddress(value: string): boolean {
  return isHttpUrl(value) && new URL(value).hostname.includes(".");
}

/** What the endpoints make of a request body: a clean record, or the first problem found. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: LeadProblem };

export const BODY_NOT_OBJECT: LeadProblem = {
  error: "Invalid request body",
  hint: "Send a JSON object",
};

export const wrongType = (field: string, expected: string): LeadProblem => ({
  error: `Invalid ${field}`,
  hint: `${field} must be ${expected}`,
});

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
  const control = MULTILINE_FIELDS.has(field) ? CONTROL_BUT_LINE_BREAKS : CONTROL;
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
export const emailRules = (notText: LeadProblem = LEAD_PROBLEMS.emailRequired) =>
  v.pipe(
    v.string(say(notText)),
    v.trim(),
    v.minLength(1, say(LEAD_PROBLEMS.emailRequired)),
    v.check(isEmailFormat, say(LEAD_PROBLEMS.emailInvalid)),
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
export type EmailOnly = v.InferInput<typeof emailOnlySchema>;

export const validateEmailOnly = (values: EmailOnly): FieldErrors<"email"> =>
  fieldProblems(emailOnlySchema, values);

/**
 * The form field only bots fill in; a lead that has it is quietly dropped. Its name means nothing
 * to browsers' and password managers' autofill (a field called "nickname" or "website" they fill
 * for people), so only a bot that fills every field it finds trips it.
 */
export const HONEYPOT_FIELD = "hp_5f3a";
