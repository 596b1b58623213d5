import type { EmailMarketingConfig, LeadProblem } from "./types";

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

/** The validation messages, with their hints. */
export const LEAD_PROBLEMS = {
  notConfigured: {
    error: "Email marketing not configured",
    hint: "Please configure email marketing platform",
  },
  emailRequired: { error: "Email is required", hint: "Missing email address" },
  emailInvalid: { error: "Invalid email format", hint: "Email format is invalid" },
  unknownPlatform: { error: "Email platform not configured", hint: "No email platform configured" },
} as const satisfies Record<string, LeadProblem>;

const filled = (value: string | undefined): boolean => Boolean(value?.trim());

/**
 * Whether a platform's settings are complete: ConvertKit needs apiKey and formId, Mailchimp apiKey
 * and audienceId. A custom endpoint, which the product does not have, is valid once it has a base
 * URL (see docs/product.md#departures).
 */
export function isConfigValid(config: EmailMarketingConfig): boolean {
  switch (config.platform) {
    case "convertkit":
      return filled(config.apiKey) && filled(config.formId);
    case "mailchimp":
      return filled(config.apiKey) && filled(config.audienceId);
    case "custom":
      return filled(config.baseUrl);
    default:
      return false;
  }
}

/** The email rules alone: required, then the format. */
export function checkEmail(email: unknown): LeadProblem | null {
  if (typeof email !== "string" || !email.trim()) return LEAD_PROBLEMS.emailRequired;
  if (!isEmailFormat(email.trim())) return LEAD_PROBLEMS.emailInvalid;
  return null;
}

/** A submission is rejected before any call when one of these fails, in this order. */
export function validateLead(config: EmailMarketingConfig, email: unknown): LeadProblem | null {
  if (!isConfigValid(config)) return LEAD_PROBLEMS.notConfigured;
  return checkEmail(email);
}
