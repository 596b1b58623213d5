import type { ReactElement } from "react";
import assessment from "../../content/data/assessment.json";
import emails from "../../content/data/emails.json";
import forms from "../../content/data/forms.json";
import magnets from "../../content/data/lead-magnets.json";
import { fillTemplate } from "../lib/fill-template";
import {
  leadPurpose,
  promisedResource,
  resourcePath,
  type LeadPurpose,
  type ResourceId,
} from "../lib/leads/lead-purpose";
import { ASSESSMENT_BANDS, bandCopy, bandFor, type AssessmentLevel } from "../lib/tools/quiz";
import { AssessmentReportEmail } from "./AssessmentReportEmail";
import { ConfirmationEmail } from "./ConfirmationEmail";
import type { Field } from "./FieldTable";
import { NewsletterEmail } from "./NewsletterEmail";
import { OwnerDigestEmail, type DigestGroup } from "./OwnerDigestEmail";
import { OwnerLeadEmail } from "./OwnerLeadEmail";
import { ResourceEmail } from "./ResourceEmail";
import { siteHost, type Studio } from "./studio";

// Which email a stored lead gets, and what it says: the pieces the server renders and sends, and
// the catalogue shows. Copy from content/data/emails.json; the assessment's report from the same
// rules and content as the results screen.

/** What an email needs of a stored submission. */
export interface LeadForEmail {
  id: string;
  kind: "lead" | "contact";
  receivedAt: string;
  /** The page the form was on, when the browser said. */
  page: string | null;
  record: Record<string, unknown>;
}

export interface EmailMessage {
  subject: string;
  element: ReactElement;
  /** A document rendered for this lead and attached. */
  attachment?: { kind: "assessment-report"; fileName: string; score: number };
}

const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const texts = (value: unknown): string[] =>
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
function givenFields(record: Record<string, unknown>, names: readonly string[]): Field[] {
  const labels: Record<string, string> = emails.owner.labels;
  return names.flatMap((name) => {
    const raw = text(record[name]);
    const value = name === "interest" ? interestLabel(raw) : raw;
    return value ? [{ label: labels[name] ?? name, value }] : [];
  });
}

const CONSULTATION_FIELDS = ["name", "email", "company", "interest", "message"];
const CONTACT_FIELDS = [
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

/** The report for a score: its level by SPEC §9's bands, that level's words and recommendations. */
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

const resourceTitle = (id: ResourceId): string =>
  magnets.items.find((item) => item.id === id)?.title ?? id;

function visitorFooter(studio: Studio, reason: string): string {
  return fillTemplate(emails.visitor.footer, {
    reason,
    studio: studio.name,
    host: siteHost(studio),
  });
}

/** The visitor's email for a lead: what their form promised. */
export function visitorEmail(
  lead: LeadForEmail,
  studio: Studio,
  { platformSendsNewsletters }: { platformSendsNewsletters: boolean },
): EmailMessage {
  const purpose = leadPurpose(lead.kind, lead.record);
  const copy = emails.visitor;
  if (purpose === "consultation" || purpose === "contact" || purpose === "strategy-call") {
    const words = copy[purpose];
    const names = purpose === "contact" ? CONTACT_FIELDS : CONSULTATION_FIELDS;
    return {
      subject: words.subject,
      element: (
        <ConfirmationEmail
          studio={studio}
          preview={words.preview}
          heading={words.heading}
          intro={words.intro}
          receivedHeading={copy.receivedHeading}
          fields={givenFields(lead.record, names)}
          promise={words.promise}
          scheduleText={copy.scheduleText}
          footer={visitorFooter(studio, words.reason)}
        />
      ),
    };
  }
  const resource = promisedResource(purpose);
  if (resource) {
    const title = resourceTitle(resource);
    const fill = (template: string) => fillTemplate(template, { title });
    const page = `${studio.siteUrl}${resourcePath(resource)}`;
    return {
      subject: fill(copy.resource.subject),
      element: (
        <ResourceEmail
          studio={studio}
          preview={copy.resource.preview}
          heading={fill(copy.resource.heading)}
          intro={fill(copy.resource.intro)}
          pageUrl={page}
          pdfUrl={`${page}.pdf`}
          readOnline={copy.resource.readOnline}
          download={copy.resource.download}
          next={copy.resource.next}
          footer={visitorFooter(studio, fill(copy.resource.reason))}
        />
      ),
    };
  }
  if (purpose === "assessment") {
    const report = assessmentReport(Number(lead.record.assessmentScore ?? 0));
    const words = copy.assessment;
    return {
      subject: fillTemplate(words.subject, { level: report.levelName }),
      attachment: {
        kind: "assessment-report",
        fileName: words.attachmentName,
        score: report.score,
      },
      element: (
        <AssessmentReportEmail
          studio={studio}
          preview={words.preview}
          heading={words.heading}
          intro={words.intro}
          scoreLabel={words.scoreLabel}
          score={report.score}
          levelLabel={words.levelLabel}
          level={report.levelName}
          levelDescription={report.description}
          recommendationsHeading={words.recommendationsHeading}
          recommendations={report.recommendations}
          nextHeading={words.nextHeading}
          nextStep={report.nextStep}
          footer={visitorFooter(studio, words.reason)}
        />
      ),
    };
  }
  const words = copy.newsletter;
  return {
    subject: words.subject,
    element: (
      <NewsletterEmail
        studio={studio}
        preview={words.preview}
        heading={words.heading}
        intro={words.intro}
        unsubscribe={
          platformSendsNewsletters ? words.unsubscribeWithPlatform : words.unsubscribeByReply
        }
        footer={visitorFooter(studio, words.reason)}
      />
    ),
  };
}

type AlertPurpose = keyof typeof emails.owner.subjects;
const isAlert = (purpose: LeadPurpose): purpose is AlertPurpose => purpose in emails.owner.subjects;

/** The owner's email for a lead someone is waiting on: everything given, where, when, its id. */
export function ownerEmail(lead: LeadForEmail, studio: Studio): EmailMessage {
  const purpose = leadPurpose(lead.kind, lead.record);
  if (!isAlert(purpose))
    throw new Error(`a ${purpose} lead goes in the digest, not an email of its own`);
  const labels = emails.owner.labels;
  const record = lead.record;
  const report =
    purpose === "assessment" ? assessmentReport(Number(record.assessmentScore ?? 0)) : null;
  const fields: Field[] = [
    ...givenFields(record, lead.kind === "contact" ? CONTACT_FIELDS : CONSULTATION_FIELDS),
    ...(report
      ? [
          { label: labels.score, value: `${report.score}%` },
          { label: labels.level, value: report.levelName },
          { label: labels.recommendations, value: texts(record.recommendations).join("\n") },
        ]
      : []),
    ...(text(record.source) ? [{ label: labels.source, value: text(record.source) }] : []),
    ...(lead.page ? [{ label: labels.page, value: `${studio.siteUrl}${lead.page}` }] : []),
    { label: labels.receivedAt, value: formatReceived(lead.receivedAt) },
    { label: labels.id, value: lead.id },
  ];
  const subject = fillTemplate(emails.owner.subjects[purpose], {
    who: whoIs(record),
    subject: text(record.subject),
    score: report?.score ?? "",
    level: report?.levelName ?? "",
  });
  return {
    subject,
    element: (
      <OwnerLeadEmail
        studio={studio}
        preview={subject}
        heading={emails.owner.headings[purpose]}
        fields={fields}
        promise={emails.owner.promise}
        footer={fillTemplate(emails.owner.footer, { host: siteHost(studio) })}
      />
    ),
  };
}

const DIGEST_ORDER = ["newsletter", "guide", "roi-report"] as const;
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "full",
  timeZone: "Europe/London",
});

/** The owner's daily email of sign-ups, grouped by what they signed up for. */
export function digestEmail(
  leads: readonly LeadForEmail[],
  studio: Studio,
  day: Date,
): EmailMessage {
  const digest = emails.owner.digest;
  const groups: DigestGroup[] = DIGEST_ORDER.flatMap((purpose) => {
    const signUps = leads
      .filter((lead) => leadPurpose(lead.kind, lead.record) === purpose)
      .map((lead) => ({ label: formatReceived(lead.receivedAt), value: whoIs(lead.record) }));
    return signUps.length ? [{ label: digest.groups[purpose], signUps }] : [];
  });
  const date = dayFormat.format(day);
  const subject = fillTemplate(digest.subject, { date, count: leads.length });
  return {
    subject,
    element: (
      <OwnerDigestEmail
        studio={studio}
        preview={digest.preview}
        heading={fillTemplate(digest.heading, { date })}
        intro={digest.intro}
        groups={groups}
        footer={fillTemplate(emails.owner.footer, { host: siteHost(studio) })}
      />
    ),
  };
}

/**
 * Slack reads <...> as a mention or a link (<!channel> would ping everyone) and asks for &, < and >
 * to be escaped in text; a visitor's words are shown, never acted on.
 */
const chatSafe = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The owner's chat message for a lead (Slack's and Teams' incoming webhooks take { text }). */
export function webhookText(lead: LeadForEmail, studio: Studio): string {
  const purpose = leadPurpose(lead.kind, lead.record);
  const report =
    purpose === "assessment" ? assessmentReport(Number(lead.record.assessmentScore ?? 0)) : null;
  const email = text(lead.record.email);
  const who = whoIs(lead.record);
  const headline = fillTemplate(emails.webhook[purpose], {
    who: chatSafe(who === email ? email : `${who} (${email})`),
    subject: chatSafe(text(lead.record.subject)),
    score: report?.score ?? "",
    level: report?.levelName ?? "",
  });
  const message = chatSafe(text(lead.record.message));
  const page = lead.page ? ` on ${studio.siteUrl}${lead.page}` : "";
  return [
    headline,
    message && `> ${message.replace(/\n/g, "\n> ")}`,
    `Lead ${lead.id}, ${formatReceived(lead.receivedAt)}${page}`,
  ]
    .filter(Boolean)
    .join("\n");
}
