import { reminderEmail, replyEmail, replyPlainText, type DueLead } from "../emails/desk-messages";
import { usableAddress } from "../lib/leads/email-rules";
import { messageId, rendered, studioFor } from "./compose";
import type { OutgoingMail } from "./mail";
import type { MailSettings } from "./settings";
import type { StoredReply } from "./store/replies";
import type { Submission } from "./store/types";

/** A new reply's Message-ID: its own, on the site's domain. */
export const replyMessageId = (submissionId: string, replyId: string, settings: MailSettings) =>
  messageId(`${submissionId}.${replyId}`, "reply", settings);

/**
 * A member's reply to a lead, ready to send: from MAIL_FROM, Reply-To the member (so the
 * visitor's answer reaches their own mailbox), threaded to our confirmation when one went.
 */
export async function replyMail(
  submission: Submission,
  reply: StoredReply,
  settings: MailSettings,
): Promise<OutgoingMail | string> {
  const to = usableAddress(submission.record.email);
  if (!to) return "the visitor's address cannot be written to";
  const studio = studioFor(settings);
  const message = replyEmail(reply.subject, reply.body, studio);
  const replyTo = usableAddress(reply.by);
  const { subject, html } = await rendered(message);
  return {
    to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    html,
    // Exactly what the member wrote: the markup's own plain text would re-wrap it.
    text: replyPlainText(reply.body, studio),
    messageId: reply.messageId,
    ...(reply.inReplyTo ? { inReplyTo: reply.inReplyTo, references: [reply.inReplyTo] } : {}),
  };
}

/** The reminder to one member of these enquiries, due for a reply soon. */
export async function reminderMail(
  to: string,
  leads: readonly DueLead[],
  settings: MailSettings,
  withinHours: number,
  at: Date,
): Promise<OutgoingMail> {
  return {
    to,
    ...(await rendered(reminderEmail(leads, studioFor(settings), withinHours))),
    messageId: messageId(`${leads[0]?.id ?? "none"}.${at.getTime()}`, "reminder", settings),
  };
}
