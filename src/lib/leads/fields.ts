import type { LeadProblem } from "./types";
import { EMAIL_MAX_LENGTH } from "./email-rules";

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

/** The error names the limit too: the form shows the error alone, beside the field. */
export function tooLongProblem(field: LimitedField): LeadProblem {
  const limit = FIELD_LIMITS[field].toLocaleString("en-GB");
  return {
    error: `${LABELS[field]} is too long (${limit} characters at most)`,
    hint: `${LABELS[field]} can be at most ${limit} characters`,
  };
}

/** The fields that may hold several lines (and tabs); the others are a single line. */
const MULTILINE_FIELDS: ReadonlySet<LimitedField> = new Set(["message"]);

// Control characters (Unicode's Cc: C0, DEL and C1) have no place in a name or an address: they
// could drive a terminal or break a line-based system the lead is forwarded to.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** The control characters a field refuses: all of them, or all but line breaks and tabs. */
export const controlCharacters = (field: LimitedField): RegExp =>
  MULTILINE_FIELDS.has(field) ? CONTROL_BUT_LINE_BREAKS : CONTROL;
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
  error: "Website must be a web address (for example yourcompany.co.uk)",
  hint: "Give a domain such as yourcompany.co.uk, read as https://yourcompany.co.uk, or a full address",
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

// A scheme and its slashes ("https://", "http://"): without them, the text is a bare domain.
const SCHEME = /^[a-z][\d+.a-z-]*:\/\//i;

/**
 * A public web address as a visitor types it, as the site reads it: http or https with a dotted
 * host name and no user name or password; a bare domain ("acme.co.uk") is read as https. Null
 * when it is no such address.
 */
export function readWebAddress(value: string): string | null {
  const address = SCHEME.test(value) ? value : `https://${value}`;
  if (!isHttpUrl(address)) return null;
  const { hostname, username, password } = new URL(address);
  return hostname.includes(".") && !username && !password ? address : null;
}

export const isWebAddress = (value: string): boolean => readWebAddress(value) !== null;

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

/** What the forms that ask for an email alone hold. */
export interface EmailOnly {
  email: string;
}
