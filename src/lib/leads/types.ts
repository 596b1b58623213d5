import type { LeadSource } from "./sources";

export const EMAIL_PLATFORMS = ["convertkit", "mailchimp", "custom"] as const;
export type EmailPlatform = (typeof EMAIL_PLATFORMS)[number];

/** Where leads are delivered (docs/product.md#data "Email-marketing config"). */
export interface EmailMarketingConfig {
  platform: EmailPlatform;
  apiKey?: string;
  formId?: string;
  audienceId?: string;
  baseUrl?: string;
  /** ConvertKit's API secret: only its unsubscribe call takes it. */
  apiSecret?: string;
}

/** A rule the submission broke, in the product's words (see docs/product.md#lead-handling). */
export interface LeadProblem {
  error: string;
  hint: string;
}

/**
 * A lead as the email-marketing layer knows it: what POST /api/subscribe keeps of its body, each
 * text trimmed, an empty one left out (lead-record.ts holds the schema and checks it says the same).
 */
export type LeadRecord = {
  email: string;
  name?: string;
  company?: string;
  interest?: string;
  source?: LeadSource;
  leadMagnet?: string;
  assessmentScore?: number;
  tags?: readonly string[];
  message?: string;
  type?: string;
  recommendations?: readonly string[];
};
