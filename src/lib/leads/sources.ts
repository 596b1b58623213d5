/** Where a lead came from (docs/product.md#data "Sources"). */
export const LEAD_SOURCES = [
  "lead_magnet",
  "business_assessment",
  "consultation_booking",
  "newsletter",
  "footer_newsletter",
  "blog_newsletter",
  "cta_lead_capture",
  "sidebar_lead_magnet",
  "exit_intent_popup",
] as const;

export type LeadSource = (typeof LEAD_SOURCES)[number];

export const isLeadSource = (value: unknown): value is LeadSource =>
  LEAD_SOURCES.some((source) => source === value);
