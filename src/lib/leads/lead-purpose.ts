import { STRATEGY_CALL_ID } from "./form-ids";
import type { KindedRecord } from "./submission";

// What a stored lead asked for, which decides who hears of it and what the visitor is sent
// (docs/product.md#departures): the owner at once for a request someone waits on, in the day's digest for
// a sign-up; the visitor gets what the form promised.

export const LEAD_PURPOSES = [
  "consultation",
  "contact",
  "strategy-call",
  "assessment",
  "guide",
  "roi-report",
  "newsletter",
] as const;
export type LeadPurpose = (typeof LEAD_PURPOSES)[number];

/** The lead magnets that are documents, by id (content/data/lead-magnets.json). */
export const RESOURCE_IDS = ["scaling-guide", "roi-report"] as const;
export type ResourceId = (typeof RESOURCE_IDS)[number];

export const isResourceId = (value: unknown): value is ResourceId =>
  RESOURCE_IDS.some((id) => id === value);

/** The purpose of a stored submission, from its kind and the fields its form sends. */
export function leadPurpose(submission: KindedRecord): LeadPurpose {
  if (submission.kind === "contact") return "contact";
  const { type, leadMagnet, source, tags } = submission.record;
  if (type === "strategy_call" || leadMagnet === STRATEGY_CALL_ID) return "strategy-call";
  if (source === "business_assessment") return "assessment";
  if (
    source === "sidebar_lead_magnet" ||
    leadMagnet === "scaling-guide" ||
    tags?.includes("scaling_guide")
  ) {
    return "guide";
  }
  if (leadMagnet === "roi-report") return "roi-report";
  if (source === "cta_lead_capture" || source === "consultation_booking") return "consultation";
  return "newsletter";
}

/** Someone is waiting on these: the owner hears of each at once. */
export const ALERT_AT_ONCE: ReadonlySet<LeadPurpose> = new Set([
  "consultation",
  "contact",
  "strategy-call",
  "assessment",
]);

/** Where a document is on the site; its PDF is beside it, at the same path plus ".pdf". */
export const resourcePath = (id: ResourceId): string => `/resources/${id}`;

/** The document a purpose promises, if any. */
export function promisedResource(purpose: LeadPurpose): ResourceId | null {
  if (purpose === "guide") return "scaling-guide";
  if (purpose === "roi-report") return "roi-report";
  return null;
}
