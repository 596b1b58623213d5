import { INBOX_FORMS, type InboxForm } from "./forms";

// The reply the site promises ("Our team will contact you within 24 hours"), declared once in
// content/data/reply-promise.json beside the forms' texts: which forms promise it and how soon.
// The inbox's "Needs a reply" queue, its reminders and its figures all pass that declaration here.

export interface ReplyPromise {
  readonly withinHours: number;
  readonly forms: readonly string[];
}

const HOUR_MS = 3_600_000;

/** The forms whose leads were promised a reply, in the inbox's order. */
export const replyingForms = (promise: ReplyPromise): InboxForm[] =>
  INBOX_FORMS.filter((form) => promise.forms.includes(form));

/** Whether a lead from this form was promised a reply (a sign-up never is). */
export const promisesReply = (promise: ReplyPromise, form: InboxForm): boolean =>
  promise.forms.includes(form);

/** When the reply to a lead received at this instant is due. */
export const replyDueAt = (promise: ReplyPromise, receivedAt: Date): Date =>
  new Date(receivedAt.getTime() + promise.withinHours * HOUR_MS);
