import { INBOX_FORMS, type InboxForm } from "./forms";
import type { ReplyPromise } from "./reply-promise";

// The inbox's views of its leads: the enquiries that still need the reply the site promised
// (oldest due first), the sign-ups (which are never owed one), and every lead with its filters.

export const LEAD_QUEUES = ["reply", "sign-ups", "all"] as const;
export type LeadQueue = (typeof LEAD_QUEUES)[number];

export const QUEUE_LABELS: Record<LeadQueue, string> = {
  reply: "Needs a reply",
  "sign-ups": "Sign-ups",
  all: "All leads",
};

export const isLeadQueue = (value: unknown): value is LeadQueue =>
  LEAD_QUEUES.some((queue) => queue === value);

/** The forms whose leads are sign-ups: every form that promises no reply. */
export const signUpForms = (promise: ReplyPromise): InboxForm[] =>
  INBOX_FORMS.filter((form) => !promise.forms.includes(form));

/** How long before its due time an unanswered enquiry is "due soon". */
export const DUE_SOON_HOURS = 4;
const HOUR_MS = 3_600_000;

/** Where an unanswered enquiry stands against its due time. */
export type DueState = "overdue" | "due-soon" | "due";

export function dueState(dueAt: Date, now: Date): DueState {
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return "overdue";
  return left <= DUE_SOON_HOURS * HOUR_MS ? "due-soon" : "due";
}
