import emails from "../../content/data/emails.json";
import { fillTemplate } from "../lib/fill-template";
import { inboxLeadPath } from "../lib/inbox/api";
import { FORM_LABELS, formOf } from "../lib/inbox/forms";
import type { KindedRecord } from "../lib/leads/submission";
import { formatReceived, whoIs, type LeadForEmail } from "./lead-summary";
import type { EmailMessage } from "./messages";
import { ownerFoot, visitorEmail } from "./messages";
import { ReminderEmail } from "./ReminderEmail";
import { ReplyEmail } from "./ReplyEmail";
import { siteHost, type Studio } from "./studio";

// The lead desk's emails (docs/inbox.md): a member's reply to a lead, and the reminder of the
// enquiries due for a reply soon. Copy from content/data/emails.json.

/** The subject of the confirmation the visitor was sent for this lead, which a reply answers. */
export const confirmationSubject = (lead: LeadForEmail, studio: Studio): string =>
  visitorEmail(lead, studio, { platformSendsNewsletters: false }).subject;

const replyFooter = (studio: Studio): string =>
  fillTemplate(emails.inbox.reply.footer, { studio: studio.name, host: siteHost(studio) });

/** A member's reply: their text as they wrote it, in the studio's frame. */
export function replyEmail(subject: string, text: string, studio: Studio): EmailMessage {
  return {
    subject,
    element: <ReplyEmail studio={studio} text={text} footer={replyFooter(studio)} />,
  };
}

/** The plain-text part of a reply: exactly what the member wrote, then who sent it. */
export const replyPlainText = (text: string, studio: Studio): string =>
  `${text}\n\n-- \n${replyFooter(studio)}\n`;

/** An enquiry a reminder lists: its record, when it arrived and when its reply is due. */
export type DueLead = KindedRecord & { id: string; receivedAt: string; dueAt: string };

/** The reminder to one member of the enquiries due for a reply soon, oldest first. */
export function reminderEmail(
  leads: readonly DueLead[],
  studio: Studio,
  withinHours: number,
): EmailMessage {
  const words = emails.inbox.reminder;
  const host = siteHost(studio);
  return {
    subject: fillTemplate(words.subject, { count: leads.length }),
    element: (
      <ReminderEmail
        studio={studio}
        preview={words.preview}
        heading={words.heading}
        intro={fillTemplate(words.intro, { within: withinHours })}
        leads={leads.map((lead) => ({
          id: lead.id,
          who: whoIs(lead.record),
          form: FORM_LABELS[formOf(lead)],
          received: fillTemplate(words.received, { at: formatReceived(lead.receivedAt) }),
          due: fillTemplate(words.due, { at: formatReceived(lead.dueAt) }),
          link: { label: words.open, url: `${studio.siteUrl}${inboxLeadPath(lead.id)}` },
        }))}
        footer={`${fillTemplate(emails.inbox.footer, { studio: studio.name, host })} ${words.reason}`}
        inboxHome={ownerFoot(studio).inboxHome}
      />
    ),
  };
}
