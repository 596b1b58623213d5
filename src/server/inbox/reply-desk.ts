import promise from "../../../content/data/reply-promise.json";
import type { LeadSummary } from "../../lib/inbox/api";
import { replyDueAt, replyingForms, promisesReply } from "../../lib/inbox/reply-promise";
import { signUpForms, type LeadQueue } from "../../lib/inbox/reply-queue";
import type { LondonWeek } from "../../lib/inbox/weeks";
import type { ReplyFiguresQuery, StoredSummary, StoreQueue } from "./store/types";

// The lead desk's side of the list (docs/inbox.md): the reply promise the site makes
// (content/data/reply-promise.json) turned into the store's queue, and each lead's due time.

export const REPLY_PROMISE = promise;

/** The store's queue for a view; none for every lead. */
export function storeQueue(queue: LeadQueue | undefined): StoreQueue | undefined {
  if (queue === "reply") return { kind: "reply", forms: replyingForms(promise) };
  if (queue === "sign-ups") return { kind: "sign-ups", forms: signUpForms(promise) };
  return undefined;
}

/** A stored lead with the time its promised reply is due (null for a sign-up). */
export const withDueTime = (lead: StoredSummary): LeadSummary => ({
  ...lead,
  dueAt: promisesReply(promise, lead.form)
    ? replyDueAt(promise, new Date(lead.receivedAt)).toISOString()
    : null,
});

/** The store's figures query over these weeks, at `now`, by the site's promise. */
export const figuresQuery = (weeks: readonly LondonWeek[], now: Date): ReplyFiguresQuery => ({
  forms: replyingForms(promise),
  withinHours: promise.withinHours,
  weeks,
  now,
});
