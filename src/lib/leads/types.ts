import type { LeadSource } from "./sources";

/** A lead as the email-marketing layer knows it (docs/product.md#data "Lead record"). */
export interface LeadRecord {
  email: string;
  /** The first word is sent as the first name. */
  name?: string;
  company?: string;
  interest?: string;
  source?: LeadSource;
  leadMagnet?: string;
  assessmentScore?: number;
  tags?: readonly string[];
  /** Extras some forms send with the lead (docs/product.md#lead-handling helper-based submissions). */
  message?: string;
  type?: string;
  recommendations?: readonly string[];
}

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
