import { INBOX_FORMS, type InboxForm } from "./forms";
import { promisesReply, replyDueAt, type ReplyPromise } from "./reply-promise";
import type { LondonWeek } from "./weeks";

// How well the reply promise is kept, per UK week and per form that promises one: the median time
// to the first reply, and the share answered within the promised hours. A lead answered counts,
// late or not; one still unanswered past its due time counts as not answered within; one not yet
// due is left out, as is spam. The store computes the same in SQL (src/server/inbox/store).

/** GET reply-figures' answer: the recent UK weeks' figures, newest first. */
export interface ReplyFiguresPage {
  /** The promised hours. */
  withinHours: number;
  /** The weeks asked over, by their Mondays (YYYY-MM-DD), newest first. */
  weeks: string[];
  figures: ReplyFigure[];
}

/** How many UK weeks the inbox's first screen shows. */
export const FIGURE_WEEKS = 4;

/** What became of a lead's promised reply at an instant. */
export type ReplyOutcome = "within" | "late" | "overdue" | "waiting";

export interface PromisedLead {
  form: InboxForm;
  receivedAt: Date;
  firstReplyAt: Date | null;
  spam: boolean;
}

/** One week's and one form's figures. */
export interface ReplyFigure {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  form: InboxForm;
  /** Leads that count: answered, or unanswered past their due time. */
  counted: number;
  /** Of those, answered within the promised hours. */
  within: number;
  /** Of those, answered at all. */
  answered: number;
  /** The median time from arrival to first reply of those answered, in ms; null if none was. */
  medianMs: number | null;
}

export function replyOutcome(
  promise: ReplyPromise,
  receivedAt: Date,
  firstReplyAt: Date | null,
  now: Date,
): ReplyOutcome {
  const due = replyDueAt(promise, receivedAt).getTime();
  if (firstReplyAt) return firstReplyAt.getTime() <= due ? "within" : "late";
  return now.getTime() > due ? "overdue" : "waiting";
}

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The share answered within, from 0 to 1; null when nothing counts yet. */
export const shareWithin = ({ counted, within }: Pick<ReplyFigure, "counted" | "within">) =>
  counted ? within / counted : null;

/** Figures in their order: newest week first, then the forms in the inbox's order. */
export const byWeekAndForm = (a: ReplyFigure, b: ReplyFigure): number =>
  b.week.localeCompare(a.week) || INBOX_FORMS.indexOf(a.form) - INBOX_FORMS.indexOf(b.form);

/** The figures of these leads over these weeks, at `now`: a row for each week and form with any. */
export function replyFigures(
  promise: ReplyPromise,
  leads: readonly PromisedLead[],
  weeks: readonly LondonWeek[],
  now: Date,
): ReplyFigure[] {
  const groups = new Map<string, { figure: ReplyFigure; delays: number[] }>();
  for (const lead of leads) {
    if (lead.spam || !promisesReply(promise, lead.form)) continue;
    const week = weeks.find((w) => lead.receivedAt >= w.since && lead.receivedAt < w.until);
    const outcome = replyOutcome(promise, lead.receivedAt, lead.firstReplyAt, now);
    if (!week || outcome === "waiting") continue;
    const key = `${week.monday} ${lead.form}`;
    const group = groups.get(key) ?? {
      figure: {
        week: week.monday,
        form: lead.form,
        counted: 0,
        within: 0,
        answered: 0,
        medianMs: null,
      },
      delays: [],
    };
    groups.set(key, group);
    group.figure.counted += 1;
    if (outcome === "within") group.figure.within += 1;
    if (lead.firstReplyAt) {
      group.figure.answered += 1;
      group.delays.push(lead.firstReplyAt.getTime() - lead.receivedAt.getTime());
    }
  }
  return [...groups.values()]
    .map(({ figure, delays }) => ({ ...figure, medianMs: median(delays) }))
    .sort(byWeekAndForm);
}
