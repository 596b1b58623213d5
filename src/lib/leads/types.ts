export type { LeadRecord } from "./lead-record";

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
