import { validateContactDraft, EMPTY_CONTACT_DRAFT, type ContactDraft } from "./contact";
import { checkEmailField, checkText, LONE_SURROGATE, type LimitedField } from "./fields";
import { LEAD_SOURCES, type LeadSource } from "./sources";
import type { LeadProblem, LeadRecord } from "./types";

/** What the endpoints make of a request body: a clean record, or the first problem found. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: LeadProblem };

export const BODY_NOT_OBJECT: LeadProblem = {
  error: "Invalid request body",
  hint: "Send a JSON object",
};

const wrongType = (field: string, expected: string): LeadProblem => ({
  error: `Invalid ${field}`,
  hint: `${field} must be ${expected}`,
});

const LIST_LIMITS = {
  tags: { items: 10, length: 60 },
  recommendations: { items: 10, length: 500 },
};
const SHORT_TEXT_LIMIT = 80;
// The short program-set texts (tags, lead magnet ids, recommendations) are single lines.
const CONTROL = /\p{Cc}/u;
const isShortText = (value: unknown, limit: number): value is string =>
  typeof value === "string" &&
  value.length <= limit &&
  !CONTROL.test(value) &&
  !LONE_SURROGATE.test(value);

type Fields = Record<string, unknown>;
class Problem extends Error {
  constructor(readonly problem: LeadProblem) {
    super(problem.error);
  }
}

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function optionalText(fields: Fields, field: string, limit?: LimitedField): string | undefined {
  const value = fields[field];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw new Problem(wrongType(field, "text"));
  const text = value.trim();
  const problem = limit
    ? checkText(limit, text)
    : text.length > SHORT_TEXT_LIMIT
      ? {
          error: `Invalid ${field}`,
          hint: `${field} can be at most ${SHORT_TEXT_LIMIT} characters`,
        }
      : CONTROL.test(text) || LONE_SURROGATE.test(text)
        ? wrongType(field, "text without control characters")
        : null;
  if (problem) throw new Problem(problem);
  return text || undefined;
}

function optionalList(fields: Fields, field: keyof typeof LIST_LIMITS): string[] | undefined {
  const value = fields[field];
  if (value === undefined || value === null) return undefined;
  const { items, length } = LIST_LIMITS[field];
  if (
    !Array.isArray(value) ||
    value.length > items ||
    !value.every((item) => isShortText(item, length))
  ) {
    throw new Problem(wrongType(field, `a list of at most ${items} short texts`));
  }
  return value.map((item: string) => item.trim()).filter(Boolean);
}

function optionalScore(fields: Fields): number | undefined {
  const value = fields.assessmentScore;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 100) {
    throw new Problem(wrongType("assessmentScore", "a number from 0 to 100"));
  }
  return value;
}

function optionalSource(fields: Fields): LeadSource | undefined {
  const value = fields.source;
  if (value === undefined || value === null || value === "") return undefined;
  const source = LEAD_SOURCES.find((known) => known === value);
  if (!source) throw new Problem(wrongType("source", `one of ${LEAD_SOURCES.join(", ")}`));
  return source;
}

function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** The lead record from a /api/subscribe body: known fields only, typed, trimmed, within limits. */
export function parseLeadRecord(body: unknown): Parsed<LeadRecord> {
  if (!isObject(body)) return { ok: false, problem: BODY_NOT_OBJECT };
  const emailProblem = checkEmailField(typeof body.email === "string" ? body.email : undefined);
  if (emailProblem) return { ok: false, problem: emailProblem };
  try {
    const lead: LeadRecord = withoutUndefined({
      email: String(body.email).trim(),
      name: optionalText(body, "name", "name"),
      company: optionalText(body, "company", "company"),
      interest: optionalText(body, "interest", "interest"),
      source: optionalSource(body),
      leadMagnet: optionalText(body, "leadMagnet"),
      assessmentScore: optionalScore(body),
      tags: optionalList(body, "tags"),
      message: optionalText(body, "message", "message"),
      type: optionalText(body, "type"),
      recommendations: optionalList(body, "recommendations"),
    });
    return { ok: true, value: lead };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** The contact draft from a /api/contact body, validated as the form validates it. */
export function parseContactDraft(body: unknown): Parsed<ContactDraft> {
  if (!isObject(body)) return { ok: false, problem: BODY_NOT_OBJECT };
  const draft: ContactDraft = { ...EMPTY_CONTACT_DRAFT };
  for (const field of Object.keys(EMPTY_CONTACT_DRAFT) as (keyof ContactDraft)[]) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") return { ok: false, problem: wrongType(field, "text") };
    draft[field] = value.trim();
  }
  const [first] = Object.values(validateContactDraft(draft));
  return first ? { ok: false, problem: first } : { ok: true, value: draft };
}
