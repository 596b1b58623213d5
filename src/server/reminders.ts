import replyPromise from "../../content/data/reply-promise.json";
import type { DueLead } from "../emails/desk-messages";
import { replyDueAt, replyingForms } from "../lib/inbox/reply-promise";
import { reminderMail } from "./desk-mail";
import type { DueSoonLead } from "./inbox/store/reminders";
import type { InboxStore } from "./inbox/store/types";
import { sendMail } from "./mail";
import type { Settings } from "./settings";
import type { Stores } from "./stores";

const HOUR_MS = 3_600_000;

export interface ReminderReport {
  /** Reminder emails that went. */
  sent: number;
  /** Leads they listed. */
  leads: number;
  detail: string;
}

/** Who is reminded of each lead: its assignee, or every owner when it has none (or they left). */
async function recipients(
  inbox: InboxStore,
  leads: readonly DueSoonLead[],
): Promise<Map<string, DueSoonLead[]>> {
  const owners = (await inbox.members())
    .filter((member) => member.role === "owner")
    .map((member) => member.email);
  const byAddress = new Map<string, DueSoonLead[]>();
  for (const lead of leads) {
    const assignee = lead.assigneeId ? await inbox.account(lead.assigneeId) : undefined;
    for (const address of assignee ? [assignee.email] : owners) {
      byAddress.set(address, [...(byAddress.get(address) ?? []), lead]);
    }
  }
  return byAddress;
}

/**
 * Reminds members of the enquiries due for a reply soon (docs/inbox.md, "Reminders"): each lead
 * that needs a reply (its form promises one, not spam, not answered) and is due within
 * `INBOX_REMINDER_HOURS` but not yet due, once. Its assignee, or every owner, gets one email
 * listing all of theirs. A lead is claimed before its email goes, so two instances never both
 * remind of it; one none of whose emails went is released for the next run.
 */
export async function sendReminders(
  { inbox }: Pick<Stores, "inbox">,
  settings: Pick<Settings, "mail" | "inbox">,
  now: Date = new Date(),
): Promise<ReminderReport> {
  const { mail } = settings;
  if ("off" in mail) return { sent: 0, leads: 0, detail: `no email: ${mail.off}` };
  const { withinHours } = replyPromise;
  const ahead = Math.min(settings.inbox.reminderHours, withinHours);
  const found = await inbox.dueSoon({
    forms: replyingForms(replyPromise),
    receivedBy: new Date(now.getTime() - (withinHours - ahead) * HOUR_MS),
    receivedAfter: new Date(now.getTime() - withinHours * HOUR_MS),
  });
  if (!found.length) return { sent: 0, leads: 0, detail: "no enquiry is due for a reply soon" };
  const claimed = new Set(
    await inbox.remind(
      found.map((lead) => lead.id),
      now,
    ),
  );
  const leads = found.filter((lead) => claimed.has(lead.id));
  const went = new Set<string>();
  let sent = 0;
  const problems: string[] = [];
  for (const [to, theirs] of await recipients(inbox, leads)) {
    const listed: DueLead[] = theirs.map((lead) => ({
      ...lead,
      dueAt: replyDueAt(replyPromise, new Date(lead.receivedAt)).toISOString(),
    }));
    const result = await sendMail(mail, await reminderMail(to, listed, mail, withinHours, now));
    if (result.outcome !== "delivered") {
      problems.push(result.detail);
      continue;
    }
    sent += 1;
    for (const lead of theirs) went.add(lead.id);
  }
  await inbox.unremind(leads.filter((lead) => !went.has(lead.id)).map((lead) => lead.id));
  return {
    sent,
    leads: went.size,
    detail: problems.length ? problems.join("; ") : "handed to the SMTP server",
  };
}

/** A reminder run in a line, for the log. */
export function describeReminders({ sent, leads, detail }: ReminderReport): string {
  if (!sent) return `No reminder sent: ${detail}`;
  const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;
  return `${plural(sent, "reminder")} sent of ${plural(leads, "enquiry")} due for a reply soon`;
}
