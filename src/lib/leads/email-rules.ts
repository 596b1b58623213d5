import type { LeadProblem } from "./types";

/** The longest address mail systems accept (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Text longer than this is not looked into at all: it is no address. Above EMAIL_MAX_LENGTH, so
 * that a real address a little too long is told so by the length check that follows.
 */
const EMAIL_SCAN_LIMIT = 1024;

/**
 * An email address's shape: text, @, text, with one @ and no spaces. Neither part's class holds the
 * @, so the engine never has more than one way to match and runs in linear time whatever the input.
 */
const EMAIL_PARTS = /^[^\s@]+@([^\s@]+)$/;

/**
 * An email address: text, @, text, dot, text, with no spaces anywhere. The domain needs a dot with
 * text on both sides of it, checked by position rather than by a pattern that would try every dot.
 * Longer than any real address is refused before anything else looks at it.
 */
export function isEmailFormat(email: string): boolean {
  if (email.length > EMAIL_SCAN_LIMIT) return false;
  const domain = EMAIL_PARTS.exec(email)?.[1];
  return domain !== undefined && domain.slice(1, -1).includes(".");
}

/** A visitor's address we will write to: one address, no control characters, not too long. */
export function usableAddress(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH &&
    isEmailFormat(address) &&
    !/[\p{Cc},;<>"]/u.test(address)
    ? address
    : null;
}

/** The email rules' messages, with their hints. */
export const EMAIL_PROBLEMS = {
  emailRequired: { error: "Email is required", hint: "Missing email address" },
  emailInvalid: { error: "Invalid email format", hint: "Email format is invalid" },
} as const satisfies Record<string, LeadProblem>;

/** The email rules alone: required, then the format. */
export function checkEmail(email: unknown): LeadProblem | null {
  if (typeof email !== "string" || !email.trim()) return EMAIL_PROBLEMS.emailRequired;
  if (!isEmailFormat(email.trim())) return EMAIL_PROBLEMS.emailInvalid;
  return null;
}
