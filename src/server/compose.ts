import { randomUUID } from "node:crypto";
import { render } from "@react-email/render";
import { asLead } from "../emails/lead-summary";
import type { DigestDesk } from "../emails/digest-desk";
import {
  digestEmail,
  myDataEmail,
  ownerEmail,
  visitorEmail,
  type EmailMessage,
  type ErasureForDigest,
  inboxEmail,
  type InboxEmailKind,
} from "../emails/messages";
import { studioDetails, type Studio } from "../emails/studio";
import { ALERT_AT_ONCE, leadPurpose } from "../lib/leads/lead-purpose";
import { usableAddress } from "../lib/leads/email-rules";
import type { OutgoingMail } from "./mail";
import { assessmentPdfBytes } from "./pdf/assessment-pdf";
import type { MailSettings, Settings } from "./settings";
import type { Submission } from "./store/types";
import { unsubscribeHeaders, type UnsubscribeLinks } from "./unsubscribe";

/** A subject on one line, whatever a visitor put in the fields it quotes. */
const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, " ").slice(0, 200);

export async function rendered(message: EmailMessage) {
  const [html, text] = await Promise.all([
    render(message.element),
    render(message.element, { plainText: true }),
  ]);
  return { subject: oneLine(message.subject), html, text };
}

export const messageId = (id: string, target: string, settings: MailSettings): string =>
  `<${id}.${target}@${settings.fromAddress.split("@")[1] ?? "localhost"}>`;

export const studioFor = (settings: MailSettings): Studio => studioDetails(settings.siteUrl);

/** What a visitor's email links to, and what it may quote, for one address. */
export interface VisitorLinks {
  unsubscribe(address: string): Promise<UnsubscribeLinks>;
  /** The link that confirms a sign-up awaiting it (src/server/confirm.ts), and its period in words. */
  confirm(address: string, receivedAt: Date): Promise<{ url: string; period: string }>;
  /** Whether the address's owner has confirmed it: only then may an email quote what was typed. */
  isConfirmed(address: string): Promise<boolean>;
}

/** The email the visitor was promised, ready to send; or why there is none to send. */
export async function visitorMail(
  submission: Submission,
  settings: MailSettings,
  { subscribe }: Pick<Settings, "subscribe">,
  linksFor: VisitorLinks,
): Promise<OutgoingMail | string> {
  const to = usableAddress(submission.record.email);
  if (!to) return "the visitor's address cannot be written to";
  const awaiting = submission.confirmation?.state === "pending";
  const [links, confirm, addressConfirmed] = await Promise.all([
    linksFor.unsubscribe(to),
    awaiting ? linksFor.confirm(to, new Date(submission.receivedAt)) : undefined,
    awaiting ? false : linksFor.isConfirmed(to),
  ]);
  const message = visitorEmail(asLead(submission), studioFor(settings), {
    platformSendsNewsletters: subscribe.to !== "store",
    unsubscribeUrl: links.url,
    addressConfirmed,
    confirm,
  });
  const mail: OutgoingMail = {
    to,
    ...(await rendered(message)),
    messageId: messageId(submission.id, "visitor", settings),
    headers: unsubscribeHeaders(links),
  };
  if (message.attachment) {
    const pdf = await assessmentPdfBytes(
      message.attachment.score,
      submission.receivedAt,
      studioFor(settings),
    );
    mail.attachments = [
      { filename: message.attachment.fileName, content: pdf, contentType: "application/pdf" },
    ];
  }
  return mail;
}

/** The owner's alert for a lead someone is waiting on; replying answers the visitor. */
export async function ownerMail(
  submission: Submission,
  settings: MailSettings,
): Promise<OutgoingMail | string> {
  if (!settings.owner) return "OWNER_EMAIL is not set";
  if (!ALERT_AT_ONCE.has(leadPurpose(submission))) {
    return "a sign-up goes in the day's digest";
  }
  const replyTo = usableAddress(submission.record.email);
  const message = ownerEmail(asLead(submission), studioFor(settings));
  return {
    to: settings.owner,
    ...(replyTo ? { replyTo } : {}),
    ...(await rendered(message)),
    messageId: messageId(submission.id, "owner", settings),
  };
}

/** The owner's digest of these sign-ups, as of `day`. */
export async function digestMail(
  submissions: readonly Submission[],
  settings: MailSettings,
  day: Date,
  erasures: readonly ErasureForDigest[] = [],
  desk?: DigestDesk,
): Promise<OutgoingMail | string> {
  if (!settings.owner) return "OWNER_EMAIL is not set";
  const message = digestEmail(submissions.map(asLead), studioFor(settings), day, erasures, desk);
  const first = submissions[0]?.id ?? `erasures.${erasures[0]?.at ?? "none"}`;
  return {
    to: settings.owner,
    ...(await rendered(message)),
    messageId: messageId(`${first}.${submissions.length}`, "digest", settings),
  };
}

/** The answer to someone who asked for their data: the link to it, or word that there is none. */
export async function myDataMail(
  to: string,
  settings: MailSettings,
  link: { url: string; minutes: number } | null,
): Promise<OutgoingMail> {
  return {
    to,
    ...(await rendered(myDataEmail(studioFor(settings), link))),
    messageId: messageId(randomUUID(), "my-data", settings),
  };
}

/** An invitation to the owner's inbox, or a sign-in link to it (src/server/inbox/invite.ts). */
export async function inboxMail(
  to: string,
  settings: MailSettings,
  kind: InboxEmailKind,
  link: { url: string; days: number; minutes: number },
): Promise<OutgoingMail> {
  return {
    to,
    ...(await rendered(inboxEmail(kind, studioFor(settings), link))),
    messageId: messageId(randomUUID(), `inbox-${kind}`, settings),
  };
}
