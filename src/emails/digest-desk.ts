import emails from "../../content/data/emails.json";
import { fillTemplate } from "../lib/fill-template";
import { durationText } from "../lib/inbox/durations";
import { FORM_LABELS, type InboxForm } from "../lib/inbox/forms";
import { shareWithin, type ReplyFigure } from "../lib/inbox/reply-figures";
import { formatReceived, whoIs } from "./lead-summary";
import type { DigestGroup } from "./OwnerDigestEmail";

// The lead desk's part of the owner's daily digest (docs/inbox.md): how the reply promise was
// kept over the last whole UK week, per form, and the enquiries still unanswered past their due
// time, each linking to its lead.

/** An enquiry unanswered past its due time, as the digest lists it. */
export interface OverdueLead {
  id: string;
  receivedAt: string;
  dueAt: string;
  form: InboxForm;
  name: string | null;
  email: string;
  company: string | null;
}

export interface DigestDesk {
  withinHours: number;
  /** The last whole UK week, by its Monday (YYYY-MM-DD). */
  week: string;
  /** That week's figures, per form that promises a reply. */
  figures: readonly ReplyFigure[];
  /** The oldest overdue enquiries, oldest first. */
  overdue: readonly OverdueLead[];
  /** How many enquiries are overdue in all. */
  overdueTotal: number;
}

const words = emails.owner.digest.desk;

const weekFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** Whether the desk has anything to tell. */
export const deskHasNews = (desk: DigestDesk | undefined): desk is DigestDesk =>
  Boolean(desk && (desk.overdueTotal > 0 || desk.figures.length > 0));

/** The digest's groups for the desk: the overdue enquiries first, then the week's figures. */
export function deskGroups(
  desk: DigestDesk,
  now: Date,
  linkTo: (id: string) => string,
): DigestGroup[] {
  const hours = desk.withinHours;
  const groups: DigestGroup[] = [];
  if (desk.overdueTotal > 0) {
    groups.push({
      label: fillTemplate(words.overdue, { hours }),
      count: desk.overdueTotal,
      signUps: desk.overdue.map((lead) => ({
        label: formatReceived(lead.receivedAt),
        value: fillTemplate(words.overdueRow, {
          who: whoIs({
            email: lead.email,
            ...(lead.name ? { name: lead.name } : {}),
            ...(lead.company ? { company: lead.company } : {}),
          }),
          form: FORM_LABELS[lead.form],
          overdue: durationText(now.getTime() - Date.parse(lead.dueAt)),
        }),
        href: linkTo(lead.id),
      })),
      ...(desk.overdueTotal > desk.overdue.length
        ? { note: fillTemplate(words.overdueMore, { listed: desk.overdue.length }) }
        : {}),
    });
  }
  if (desk.figures.length > 0) {
    groups.push({
      label: fillTemplate(words.figures, {
        hours,
        week: weekFormat.format(new Date(`${desk.week}T12:00:00Z`)),
      }),
      count: null,
      signUps: desk.figures.map((figure) => ({
        label: FORM_LABELS[figure.form],
        value: fillTemplate(words.figureRow, {
          median:
            figure.medianMs === null
              ? words.noneAnswered
              : fillTemplate(words.figureMedian, { median: durationText(figure.medianMs) }),
          hours,
          share: Math.round((shareWithin(figure) ?? 0) * 100),
          within: figure.within,
          counted: figure.counted,
        }),
      })),
    });
  }
  return groups;
}
