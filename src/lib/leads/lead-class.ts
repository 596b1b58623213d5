import { submissionRule, type SubmissionRule } from "../retention";
import { leadPurpose, type LeadPurpose } from "./lead-purpose";
import type { KindedRecord } from "./submission";

/**
 * What decides a new submission's way: what it asked for (who hears of it, what the visitor is
 * sent) and the rule that keeps it (a marketing sign-up asks for confirmation and is suppressed).
 */
export interface LeadClass {
  purpose: LeadPurpose;
  rule: SubmissionRule;
}

export function classifyLead(submission: KindedRecord): LeadClass {
  const purpose = leadPurpose(submission);
  return { purpose, rule: submissionRule(purpose) };
}
