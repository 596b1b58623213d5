import type { ReactElement } from "react";
import emails from "../../content/data/emails.json";
import magnets from "../../content/data/lead-magnets.json";
import { fillTemplate } from "../lib/fill-template";
import { INBOX_PATH, inboxLeadPath } from "../lib/inbox/api";
import {
  leadPurpose,
  promisedResource,
  resourcePath,
  type LeadPurpose,
  type ResourceId,
} from "../lib/leads/lead-purpose";
import { AssessmentReportEmail } from "./AssessmentReportEmail";
import type { EmailLink } from "./EmailFrame";
import { ConfirmationEmail } from "./ConfirmationEmail";
import {
  FORM_PROMISES,
  reportFor,
  formatReceived,
  givenFields,
  sourceLabel,
  whoIs,
  type Field,
  type LeadForEmail,
} from "./lead-summary";
import { LinkEmail } from "./LinkEmail";
import { NewsletterEmail } from "./NewsletterEmail";
import { deskGroups, deskHasNews, type DigestDesk } from "./digest-desk";
import { OwnerDigestEmail, type DigestGroup } from "./OwnerDigestEmail";
import { OwnerLeadEmail } from "./OwnerLeadEmail";
import { ResourceEmail } from "./ResourceEmail";
import { siteHost, type Studio } from "./studio";

// Which email a stored lead gets, and what it says: the pieces the server renders and sends, and
// the catalogue shows. Copy from content/data/emails.json; the assessment's report from the same
// rules and content as the results screen.

export interface EmailMessage {
  subject: string;
  element: ReactElement;
  /** A document rendered for this lead and attached. */
  attachment?: { kind: "assessment-report"; fileName: string; score: number };
}

const resourceTitle = (id: ResourceId): string =>
  magnets.items.find((item) => item.id === id)?.title ?? id;

/** A lead in the owner's inbox, from an email. */
const inboxLink = (studio: Studio, id: string): string => `${studio.siteUrl}${inboxLeadPath(id)}`;

/** The foot of the owner's own emails: who sent it, and the inbox in place of our address. */
export function ownerFoot(studio: Studio): { footer: string; inboxHome: EmailLink } {
  const host = siteHost(studio);
  return {
    footer: fillTemplate(emails.owner.footer, { host }),
    inboxHome: {
      label: fillTemplate(emails.owner.inboxHome, { host }),
      url: `${studio.siteUrl}${INBOX_PATH}`,
    },
  };
}

function visitorFooter(studio: Studio, reason: string): string {
  return fillTemplate(emails.visitor.footer, {
    reason,
    studio: studio.name,
    host: siteHost(studio),
  });
}

export interface VisitorEmailOptions {
  platformSendsNewsletters: boolean;
  /**
   * Whether the address's owner has confirmed it. Until then the email carries our own words
   * only, nothing the poster typed: anyone can type a stranger's address into a form.
   */
  addressConfirmed?: boolean;
  /** The link that takes the address off our list (src/server/unsubscribe.ts), at the foot. */
  unsubscribeUrl?: string;
  /**
   * The link that confirms a sign-up awaiting it (src/server/confirm.ts), and how long an
   * unconfirmed sign-up is kept, in words.
   */
  confirm?: { url: string; period: string };
}

/** The visitor's email for a lead: what their form promised. */
export function visitorEmail(
  lead: LeadForEmail,
  studio: Studio,
  {
    platformSendsNewsletters,
    addressConfirmed = false,
    unsubscribeUrl,
    confirm,
  }: VisitorEmailOptions,
): EmailMessage {
  const purpose = leadPurpose(lead);
  const copy = emails.visitor;
  const unsubscribe = unsubscribeUrl ? { label: copy.unsubscribe, url: unsubscribeUrl } : undefined;
  const confirmation = confirm && {
    text: fillTemplate(copy.confirm.text, { period: confirm.period }),
    label: copy.confirm.button,
    url: confirm.url,
  };
  if (purpose === "consultation" || purpose === "contact" || purpose === "strategy-call") {
    const words = copy[purpose];
    return {
      subject: words.subject,
      element: (
        <ConfirmationEmail
          studio={studio}
          preview={words.preview}
          heading={words.heading}
          intro={words.intro}
          receivedHeading={copy.receivedHeading}
          fields={addressConfirmed ? givenFields(lead) : []}
          promise={words.promise}
          scheduleText={copy.scheduleText}
          footer={visitorFooter(studio, words.reason)}
          unsubscribe={unsubscribe}
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
          unsubscribe={unsubscribe}
          confirm={confirmation}
        />
      ),
    };
  }
  if (purpose === "assessment" && lead.kind === "lead") {
    const report = reportFor(lead.record);
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
          unsubscribe={unsubscribe}
        />
      ),
    };
  }
  // Until its address is confirmed, a sign-up is asked for, not welcomed: nothing is subscribed yet.
  const words = confirmation
    ? { ...copy.newsletter, ...copy.newsletterToConfirm }
    : copy.newsletter;
  return {
    subject: words.subject,
    element: (
      <NewsletterEmail
        studio={studio}
        preview={words.preview}
        heading={words.heading}
        intro={words.intro}
        leaving={platformSendsNewsletters ? words.unsubscribeWithPlatform : words.unsubscribeByLink}
        footer={visitorFooter(studio, words.reason)}
        unsubscribe={unsubscribe}
        confirm={confirmation}
      />
    ),
  };
}

type AlertPurpose = keyof typeof emails.owner.subjects & keyof typeof FORM_PROMISES;
const isAlert = (purpose: LeadPurpose): purpose is AlertPurpose => purpose in emails.owner.subjects;

/** The owner's email for a lead someone is waiting on: everything given, where, when, its id. */
export function ownerEmail(lead: LeadForEmail, studio: Studio): EmailMessage {
  const purpose = leadPurpose(lead);
  if (!isAlert(purpose))
    throw new Error(`a ${purpose} lead goes in the digest, not an email of its own`);
  const labels = emails.owner.labels;
  const signUp = lead.kind === "lead" ? lead.record : null;
  const report = signUp && purpose === "assessment" ? reportFor(signUp) : null;
  const fields: Field[] = [
    ...givenFields(lead),
    ...(report
      ? [
          { label: labels.score, value: `${report.score}%` },
          { label: labels.level, value: report.levelName },
          { label: labels.recommendations, value: (signUp?.recommendations ?? []).join("\n") },
        ]
      : []),
    ...(signUp?.source ? [{ label: labels.source, value: sourceLabel(signUp.source) }] : []),
    ...(lead.page ? [{ label: labels.page, value: `${studio.siteUrl}${lead.page}` }] : []),
    { label: labels.receivedAt, value: formatReceived(lead.receivedAt) },
    { label: labels.id, value: lead.id, href: inboxLink(studio, lead.id) },
  ];
  const subject = fillTemplate(emails.owner.subjects[purpose], {
    who: whoIs(lead.record),
    subject: lead.kind === "contact" ? lead.record.subject : "",
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
        promise={fillTemplate(emails.owner.promise, { promise: FORM_PROMISES[purpose] })}
        inbox={{ label: emails.owner.openInInbox, url: inboxLink(studio, lead.id) }}
        {...ownerFoot(studio)}
      />
    ),
  };
}

/**
 * To someone who asked for their data: the signed link when the site holds anything under the
 * address, or word that it holds nothing. Our words only: nothing a poster typed.
 */
export function myDataEmail(
  studio: Studio,
  link: { url: string; minutes: number } | null,
): EmailMessage {
  const words = link ? emails.visitor.myData : emails.visitor.myDataNone;
  const note = link
    ? fillTemplate(emails.visitor.myData.expiry, { minutes: link.minutes })
    : emails.visitor.myDataNone.note;
  return {
    subject: fillTemplate(words.subject, { studio: studio.name }),
    element: (
      <LinkEmail
        studio={studio}
        preview={words.preview}
        heading={words.heading}
        intro={words.intro}
        link={link ? { label: emails.visitor.myData.button, url: link.url } : undefined}
        note={note}
        footer={visitorFooter(studio, words.reason)}
      />
    ),
  };
}

/** That an erasure happened, as the owner's digest tells it (never whose data it was). */
export interface ErasureForDigest {
  at: string;
  by: "visitor" | "owner";
  submissions: number;
  platform: string;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

const DIGEST_ORDER = ["newsletter", "guide", "roi-report"] as const;
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "full",
  timeZone: "Europe/London",
});

/**
 * The owner's daily email: the sign-ups grouped by what they signed up for, the erasures, then
 * the lead desk's overdue enquiries and last week's reply figures.
 */
export function digestEmail(
  leads: readonly LeadForEmail[],
  studio: Studio,
  day: Date,
  erasures: readonly ErasureForDigest[] = [],
  desk?: DigestDesk,
): EmailMessage {
  const digest = emails.owner.digest;
  const groups: DigestGroup[] = DIGEST_ORDER.flatMap((purpose) => {
    const signUps = leads
      .filter((lead) => leadPurpose(lead) === purpose)
      .map((lead) => ({
        label: formatReceived(lead.receivedAt),
        value: whoIs(lead.record),
        href: inboxLink(studio, lead.id),
      }));
    return signUps.length ? [{ label: digest.groups[purpose], signUps }] : [];
  });
  if (erasures.length) {
    const signUps = erasures.map((erasure) => ({
      label: formatReceived(erasure.at),
      value: fillTemplate(digest.erasures[erasure.by], {
        submissions: plural(erasure.submissions, "submission"),
        platform: erasure.platform,
      }),
    }));
    groups.push({ label: digest.erasures.label, signUps });
  }
  if (deskHasNews(desk)) groups.push(...deskGroups(desk, day, (id) => inboxLink(studio, id)));
  const date = dayFormat.format(day);
  const deskOnly = leads.length === 0 && erasures.length === 0 && deskHasNews(desk);
  const onlyErasures = leads.length === 0 && (erasures.length > 0 || deskOnly);
  const subject = deskOnly
    ? fillTemplate(digest.desk.deskOnlySubject, { date, count: desk.overdueTotal })
    : onlyErasures
      ? fillTemplate(digest.erasuresOnlySubject, { date, count: erasures.length })
      : fillTemplate(digest.subject, { date, count: leads.length });
  return {
    subject,
    element: (
      <OwnerDigestEmail
        studio={studio}
        preview={digest.preview}
        heading={fillTemplate(onlyErasures ? digest.erasuresOnlyHeading : digest.heading, { date })}
        intro={
          deskOnly
            ? digest.desk.deskOnlyIntro
            : onlyErasures
              ? digest.erasuresOnlyIntro
              : digest.intro
        }
        groups={groups}
        {...ownerFoot(studio)}
      />
    ),
  };
}

/** What the inbox's emails are for: an invitation, or a sign-in link asked for. */
export type InboxEmailKind = "invite" | "signIn";

/**
 * To a member of the owner's inbox: an invitation (create a passkey) or a sign-in link, each
 * working once for a while. Our words only, and the one link.
 */
export function inboxEmail(
  kind: InboxEmailKind,
  studio: Studio,
  link: { url: string; days?: number; minutes?: number },
): EmailMessage {
  const words = emails.inbox[kind];
  return {
    subject: fillTemplate(words.subject, { studio: studio.name }),
    element: (
      <LinkEmail
        studio={studio}
        preview={words.preview}
        heading={words.heading}
        intro={fillTemplate(words.intro, { studio: studio.name })}
        link={{ label: words.button, url: link.url }}
        note={fillTemplate(words.expiry, { days: link.days ?? "", minutes: link.minutes ?? "" })}
        footer={fillTemplate(emails.inbox.footer, { studio: studio.name, host: siteHost(studio) })}
      />
    ),
  };
}
