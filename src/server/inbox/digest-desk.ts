import type { DigestDesk } from "../../emails/digest-desk";
import { lastWholeWeek } from "../../lib/inbox/weeks";
import { figuresQuery, REPLY_PROMISE, storeQueue, withDueTime } from "./reply-desk";
import type { InboxStore } from "./store/types";

// What the owner's daily digest tells of the lead desk: last whole UK week's reply figures, and
// the enquiries unanswered past their due time, oldest first, from the inbox's own store.

/** The most overdue enquiries the digest lists by name; it counts them all. */
export const OVERDUE_LISTED = 20;

export type DeskStore = Pick<InboxStore, "leads" | "replyFigures">;

export async function deskForDigest(inbox: DeskStore, now: Date): Promise<DigestDesk> {
  const week = lastWholeWeek(now);
  const dueBefore = new Date(now.getTime() - REPLY_PROMISE.withinHours * 3_600_000);
  const queue = storeQueue("reply");
  const [figures, overdue] = await Promise.all([
    inbox.replyFigures(figuresQuery([week], now)),
    inbox.leads({ ...(queue ? { queue } : {}), until: dueBefore }, 1, OVERDUE_LISTED),
  ]);
  return {
    withinHours: REPLY_PROMISE.withinHours,
    week: week.monday,
    figures,
    overdue: overdue.leads
      .map(withDueTime)
      .flatMap((lead) => (lead.dueAt ? [{ ...lead, dueAt: lead.dueAt }] : [])),
    overdueTotal: overdue.total,
  };
}
