// What the owner and the visitor are told of a lead, in words: the parts with no markup, shared
// by the emails (messages.tsx) and the webhook, which must also run where no JSX is compiled
// (Gatsby's functions).
import assessment from "../../content/data/assessment.json";
import emails from "../../content/data/emails.json";
import forms from "../../content/data/forms.json";
import { fillTemplate } from "../lib/fill-template";
import { interestLabel, sourceLabel } from "./labels";
import type { LeadRecord } from "../lib/leads/lead-record";
import { leadPurpose, type LeadPurpose } from "../lib/leads/lead-purpose";
import type { KindedRecord } from "../lib/leads/submission";
import { ASSESSMENT_BANDS, bandCopy, bandFor, type AssessmentLevel } from "../lib/tools/quiz";
import type { Studio } from "./studio";

/** A stored submission as the emails and the webhook read it. */
export const asLead = (submission: LeadForEmail): LeadForEmail => ({
  // The two branches are alike on purpose: each keeps its kind and record paired for TypeScript.
  ...(submission.kind === "lead"
    ? { kind: submission.kind, record: submission.record }
    : { kind: submission.kind, record: submission.record }),
  id: submission.id,
  receivedAt: submission.receivedAt,
  page: submission.page,
});

/** A labelled value: a field a visitor sent, as the owner or the visitor reads it back. */
export interface Field {
  label: string;
  value: string;
  /** Where the value links to (a lead in the owner's inbox), when it is a link. */
  href?: string;
}

/** What an email needs of a stored submission: its record typed by its kind. */
export type LeadForEmail = KindedRecord & {
  id: string;
  receivedAt: string;
  /** The page the form was on, when the browser said. */
  page: string | null;
};

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});
export const formatReceived = (iso: string): string => when.format(new Date(iso));

export { interestLabel, sourceLabel };

/**
 * What each form someone waits on told them as it took their request, in its own success words:
 * the owner's alert quotes it, so the answer owed is the one the form promised.
 */
export const FORM_PROMISES = {
  consultation: forms.leadForm.successText,
  contact: forms.contactForm.successText,
  "strategy-call": forms.exitPopup.callSuccessText,
  assessment: `${assessment.report.successTitle}. ${assessment.report.successText}`,
} as const satisfies Partial<Record<LeadPurpose, string>>;

const CONSULTATION_FIELDS = ["name", "email", "company", "interest", "message"] as const;
const CONTACT_FIELDS = [
  "name",
  "email",
  "phone",
  "website",
  "subject",
  "budget",
  "howHeard",
  "message",
] as const;

/** The fields given, labelled, in the form's order; empty ones left out. */
export function givenFields(submission: KindedRecord): Field[] {
  const labels = emails.owner.labels;
  const given: [keyof typeof labels, string | undefined][] =
    submission.kind === "contact"
      ? CONTACT_FIELDS.map((name) => [name, submission.record[name]])
      : CONSULTATION_FIELDS.map((name) => [name, submission.record[name]]);
  return given.flatMap(([name, raw = ""]) => {
    const value = name === "interest" ? interestLabel(raw) : raw;
    return value ? [{ label: labels[name], value }] : [];
  });
}

/** Who the lead is, in a few words: "Aoife Byrne (Byrne Ltd)", or the address. */
export function whoIs(record: { name?: string; company?: string; email: string }): string {
  const { name, company, email } = record;
  if (!name) return email;
  return company ? `${name} (${company})` : name;
}

export interface AssessmentReport {
  score: number;
  level: AssessmentLevel;
  levelName: string;
  description: string;
  recommendations: readonly string[];
  nextStep: string;
}

/**
 * The report for a score: its level, by the bands in docs/product.md#constants, and that level's
 * words and recommendations.
 */
export function assessmentReport(score: number): AssessmentReport {
  const level = bandFor(score, ASSESSMENT_BANDS);
  const band = bandCopy(assessment.bands, level);
  return {
    score,
    level,
    levelName: band.name,
    description: band.description,
    recommendations: band.recommendations,
    nextStep: emails.visitor.assessment.nextSteps[level],
  };
}

/** The report for an assessment lead's score (none sent counts as 0). */
export const reportFor = (lead: LeadRecord): AssessmentReport =>
  assessmentReport(lead.assessmentScore ?? 0);

/**
 * Slack reads <...> as a mention or a link (<!channel> would ping everyone) and asks for &, < and >
 * to be escaped in text; a visitor's words are shown, never acted on.
 */
const chatSafe = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A visitor's words as inert text: in a code span (or a block, for several lines), where neither
 * Slack nor Teams makes a link, a mention or any formatting of them. A backtick in the words
 * becomes a look-alike, so nothing they typed can close the span.
 */
function inert(value: string, block = false): string {
  const words = chatSafe(value).replace(/`/g, "\u02CB");
  if (!words) return "";
  return block ? `\`\`\`\n${words}\n\`\`\`` : `\`${words.replace(/\s*\n\s*/g, " ")}\``;
}

/** The owner's chat message for a lead (Slack's and Teams' incoming webhooks take { text }). */
export function webhookText(lead: LeadForEmail, studio: Studio): string {
  const purpose = leadPurpose(lead);
  const report = lead.kind === "lead" && purpose === "assessment" ? reportFor(lead.record) : null;
  const { email } = lead.record;
  const who = whoIs(lead.record);
  const headline = fillTemplate(emails.webhook[purpose], {
    who: inert(who === email ? email : `${who} (${email})`),
    subject: inert(lead.kind === "contact" ? lead.record.subject : ""),
    score: report?.score ?? "",
    level: report?.levelName ?? "",
  });
  const message = inert(lead.record.message ?? "", true);
  const page = lead.page ? ` on ${studio.siteUrl}${lead.page}` : "";
  return [headline, message, `Lead ${lead.id}, ${formatReceived(lead.receivedAt)}${page}`]
    .filter(Boolean)
    .join("\n");
}
