import type { EmailMarketingConfig, LeadProblem } from "./types";

/** SPEC §5: text, @, text, dot, text, with no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §8's validation messages with their hints. */
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
 * SPEC §5 config rules: convertkit needs apiKey and formId, mailchimp apiKey and audienceId.
 * DESIGN decision 2 departs from SPEC for custom: it is valid once it has a base URL.
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
  if (!EMAIL_PATTERN.test(email.trim())) return LEAD_PROBLEMS.emailInvalid;
  return null;
}

/** SPEC §5: a submission is rejected before any call when one of these fails, in this order. */
export function validateLead(config: EmailMarketingConfig, email: unknown): LeadProblem | null {
  if (!isConfigValid(config)) return LEAD_PROBLEMS.notConfigured;
  return checkEmail(email);
}
