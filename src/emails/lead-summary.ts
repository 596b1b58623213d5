// What the owner and the visitor are told of a lead, in words: the parts with no markup, shared
// by the emails (messages.tsx) and the webhook, which must also run where no JSX is compiled
// (Gatsby's functions).
import assessment from "../../content/data/assessment.json";
import emails from "../../content/data/emails.json";
import forms from "../../content/data/forms.json";
import { fillTemplate } from "../lib/fill-template";
import { leadPurpose } from "../lib/leads/lead-purpose";
import { ASSESSMENT_BANDS, bandCopy, bandFor, type AssessmentLevel } from "../lib/tools/quiz";
import type { Studio } from "./studio";

/** A stored submission as the emails and the webhook read it. */
export const asLead = (submission: LeadForEmail): LeadForEmail => ({
  id: submission.id,
  kind: submission.kind,
  receivedAt: submission.receivedAt,
  page: submission.page,
  record: submission.record,
});

/** A labelled value: a field a visitor sent, as the owner or the visitor reads it back. */
export interface Field {
  label: string;
  value: string;
}

/** What an email needs of a stored submission. */
export interface LeadForEmail {
  id: string;
  kind: "lead" | "contact";
  receivedAt: string;
  /** The page the form was on, when the browser said. */
  page: string | null;
  record: Record<string, unknown>;
}

export const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});
export const formatReceived = (iso: string): string => when.format(new Date(iso));

const interestLabel = (value: string): string =>
  forms.leadForm.interestOptions.find((option) => option.value === value)?.label ??
  (value === "general_consultation" ? "General consultation" : value);

/** The fields given, labelled, in the form's order; empty ones left out. */
export function givenFields(record: Record<string, unknown>, names: readonly string[]): Field[] {
  const labels: Record<string, string> = emails.owner.labels;
  return names.flatMap((name) => {
    const raw = text(record[name]);
    const value = name === "interest" ? interestLabel(raw) : raw;
    return value ? [{ label: labels[name] ?? name, value }] : [];
  });
}

export const CONSULTATION_FIELDS = ["name", "email", "company", "interest", "message"];
export const CONTACT_FIELDS = [
  "name",
  "email",
  "phone",
  "website",
  "subject",
  "budget",
  "howHeard",
  "message",
];

/** Who the lead is, in a few words: "Aoife Byrne (Byrne Ltd)", or the address. */
export function whoIs(record: Record<string, unknown>): string {
  const name = text(record.name);
  const company = text(record.company);
  const email = text(record.email);
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
  const purpose = leadPurpose(lead.kind, lead.record);
  const report =
    purpose === "assessment" ? assessmentReport(Number(lead.record.assessmentScore ?? 0)) : null;
  const email = text(lead.record.email);
  const who = whoIs(lead.record);
  const headline = fillTemplate(emails.webhook[purpose], {
    who: inert(who === email ? email : `${who} (${email})`),
    subject: inert(text(lead.record.subject)),
    score: report?.score ?? "",
    level: report?.levelName ?? "",
  });
  const message = inert(text(lead.record.message), true);
  const page = lead.page ? ` on ${studio.siteUrl}${lead.page}` : "";
  return [headline, message, `Lead ${lead.id}, ${formatReceived(lead.receivedAt)}${page}`]
    .filter(Boolean)
    .join("\n");
}
