import promise from "../../../content/data/reply-promise.json";
import { INBOX_FORMS, type InboxForm } from "./forms";

// The reply the site promises ("Our team will contact you within 24 hours"), declared once in
// content/data/reply-promise.json beside the forms' texts: which forms promise it and how soon.
// The inbox's "Needs a reply" queue, its reminders and its figures all read it from here.

const HOUR_MS = 3_600_000;

export const REPLY_WITHIN_HOURS: number = promise.withinHours;

export const REPLYING_FORMS: readonly InboxForm[] = INBOX_FORMS.filter((form) =>
  promise.forms.includes(form),
);

/** Whether a lead from this form was promised a reply (a sign-up never is). */
export const promisesReply = (form: InboxForm): boolean => REPLYING_FORMS.includes(form);

/** When the reply to a lead received at this instant is due. */
export const replyDueAt = (receivedAt: Date): Date =>
  new Date(receivedAt.getTime() + REPLY_WITHIN_HOURS * HOUR_MS);
