import type { LeadStatus } from "../inbox/statuses";
import type { LeadPurpose } from "../leads/lead-purpose";

// How long each kind of record is kept (content/data/retention.json): the purge obeys these rules
// and the privacy policy's "How long we keep it" is written from them, so the two cannot differ.

export type RetentionRuleId =
  "marketing" | "unconfirmed" | "enquiry" | "trapped" | "mail-quota" | "inbox-audit";

/** The rules that keep submissions. */
export type SubmissionRuleId = "marketing" | "unconfirmed" | "enquiry" | "trapped";

/** The rule a submission is kept by once it is confirmed or needs no confirmation. */
export type SubmissionRule = Exclude<SubmissionRuleId, "unconfirmed" | "trapped">;

/** A period in whole days or calendar months. */
export type RetentionPeriod = { days: number } | { months: number };

export interface RetentionRule {
  id: RetentionRuleId;
  /** The records it covers, for `npm run leads -- --purge`. */
  records: string;
  period: RetentionPeriod;
  /** When the period starts: when the record was received, or once it was passed on. */
  from: "received" | "passedOn";
  /**
   * The inbox's statuses that take a record out of the rule: an enquiry "won" led to work, and
   * is a client's record from then on (kept as `elsewhere` says, not by the site's purge).
   */
  keptWhen?: readonly LeadStatus[];
  /** The policy's sentence; `{period}` is replaced by the period in words. */
  policy: string;
}

export interface RetentionContent {
  rules: readonly RetentionRule[];
  /** Periods the site's software does not enforce (the platform's list, client records). */
  elsewhere: readonly string[];
}

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** "90 days", "24 months", "1 day". */
export function periodInWords(period: RetentionPeriod): string {
  return "days" in period ? plural(period.days, "day") : plural(period.months, "month");
}

/** The privacy policy's list: every rule's sentence with its period, then the other periods. */
export function retentionPolicyItems(content: RetentionContent): string[] {
  return [
    ...content.rules.map((rule) => rule.policy.replace("{period}", periodInWords(rule.period))),
    ...content.elsewhere,
  ];
}

/** The moment a period that started at `start` ends (calendar months in UTC). */
export function periodEnd(start: Date, period: RetentionPeriod): Date {
  const end = new Date(start.getTime());
  if ("days" in period) end.setUTCDate(end.getUTCDate() + period.days);
  else end.setUTCMonth(end.getUTCMonth() + period.months);
  return end;
}

/** The earliest start whose period has ended by `now`: anything that started before it is due. */
export function periodStartBefore(now: Date, period: RetentionPeriod): Date {
  const start = new Date(now.getTime());
  if ("days" in period) start.setUTCDate(start.getUTCDate() - period.days);
  else start.setUTCMonth(start.getUTCMonth() - period.months);
  return start;
}

/** Which rule keeps a submission: sign-ups are marketing; anything someone waits on is an enquiry. */
export function submissionRule(purpose: LeadPurpose): SubmissionRule {
  return purpose === "newsletter" || purpose === "guide" || purpose === "roi-report"
    ? "marketing"
    : "enquiry";
}

/**
 * The rule a held submission is purged by: one the spam trap caught (and nobody restored) has its
 * own, and so has a sign-up still awaiting its confirmation.
 */
export const heldRule = (
  purpose: LeadPurpose,
  awaitingConfirmation: boolean,
  trapped = false,
): SubmissionRuleId =>
  trapped
    ? "trapped"
    : awaitingConfirmation && submissionRule(purpose) === "marketing"
      ? "unconfirmed"
      : submissionRule(purpose);

/** What the purge knows of a stored submission. */
export interface HeldSubmission {
  receivedAt: Date;
  /** When its last delivery was settled (delivered, refused or given up); null when none was made. */
  settledAt: Date | null;
  /** Whether a delivery is still owed: it has not been passed on yet. */
  pending: boolean;
  /** Where it stands in the inbox. */
  status: LeadStatus;
}

/** Whether the rule's period for this submission has ended by `now`. */
export function isDue(rule: RetentionRule, held: HeldSubmission, now: Date): boolean {
  if (rule.keptWhen?.includes(held.status)) return false;
  if (rule.from === "received") return periodEnd(held.receivedAt, rule.period) <= now;
  if (held.pending) return false;
  const passedOn =
    held.settledAt && held.settledAt > held.receivedAt ? held.settledAt : held.receivedAt;
  return periodEnd(passedOn, rule.period) <= now;
}

/** The rule with this id; content that lacks one is an error the build and the tests catch. */
export function ruleById(content: RetentionContent, id: RetentionRuleId): RetentionRule {
  const rule = content.rules.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`content/data/retention.json has no rule "${id}"`);
  return rule;
}

/** The id of the privacy policy's section whose list is written from the rules. */
export const RETENTION_SECTION_ID = "retention";

/** A legal document with its retention section's list written from the rules. */
export function withRetentionPeriods<
  Section extends { id: string; items: readonly (string | null)[] | null },
  Document extends { sections: readonly Section[] | null },
>(document: Document, content: RetentionContent): Document {
  return {
    ...document,
    sections: (document.sections ?? []).map((section) =>
      section.id === RETENTION_SECTION_ID
        ? { ...section, items: retentionPolicyItems(content) }
        : section,
    ),
  };
}
