import { checkEmail } from "./email-rules";
import type { EmailMarketingConfig, LeadProblem } from "./types";

/** The email platforms' settings messages, with their hints. */
export const PLATFORM_PROBLEMS = {
  notConfigured: {
    error: "Email marketing not configured",
    hint: "Please configure email marketing platform",
  },
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

/** A submission is rejected before any call when one of these fails, in this order. */
export function validateLead(config: EmailMarketingConfig, email: unknown): LeadProblem | null {
  if (!isConfigValid(config)) return PLATFORM_PROBLEMS.notConfigured;
  return checkEmail(email);
}
