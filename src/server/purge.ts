import retention from "../../content/data/retention.json";
import { leadPurpose } from "../lib/leads/lead-purpose";
import {
  heldRule,
  isDue,
  periodStartBefore,
  ruleById,
  type SubmissionRuleId,
  type RetentionContent,
  type RetentionRule,
} from "../lib/retention";
import type { Stores } from "./stores";

export const RETENTION = retention as RetentionContent;

/** Deleted in one statement; the embedded store blocks the server while it runs, so kept small. */
const BATCH = 200;

/** Lets the server answer what came in meanwhile: a large purge never holds it for long. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** What a purge deleted (or, in a dry run, would delete). */
export interface PurgeReport {
  now: string;
  dryRun: boolean;
  /** Submissions (with their deliveries) by rule. */
  submissions: Record<SubmissionRuleId, number>;
  /** Each one, without its personal data: for `--dry-run` to list. */
  listed: { id: string; rule: SubmissionRuleId; form: string; receivedAt: string }[];
  /** Mail quota entries (hashes, no address). */
  mailQuota: number;
  /** What the store could not clear at once after deleting (a log in use), or null. */
  left: string | null;
}

/**
 * Deletes what the retention rules (content/data/retention.json) no longer let us keep at `now`:
 * submissions with their deliveries, the mail quota's old hashes and the inbox's old audit entries.
 * A dry run deletes nothing.
 */
export async function purge(
  { store, inbox }: Stores,
  { now = new Date(), dryRun = false, content = RETENTION } = {},
): Promise<PurgeReport> {
  const rules = {
    marketing: ruleById(content, "marketing"),
    unconfirmed: ruleById(content, "unconfirmed"),
    enquiry: ruleById(content, "enquiry"),
    trapped: ruleById(content, "trapped"),
  } satisfies Record<SubmissionRuleId, RetentionRule>;
  // Nothing younger than the shortest period can be due: only older submissions are read.
  const shortest = Object.values(rules)
    .map((rule) => periodStartBefore(now, rule.period))
    .reduce((latest, start) => (start > latest ? start : latest));
  const report: PurgeReport = {
    now: now.toISOString(),
    dryRun,
    submissions: { marketing: 0, unconfirmed: 0, enquiry: 0, trapped: 0 },
    listed: [],
    mailQuota: 0,
    left: null,
  };
  let due: string[] = [];
  const removed: string[] = [];
  const flush = async () => {
    if (!dryRun && due.length) await store.remove(due);
    removed.push(...due);
    due = [];
    await yieldToRequests();
  };
  for await (const held of store.held(shortest)) {
    const purpose = leadPurpose(held);
    const rule = heldRule(purpose, held.awaitingConfirmation, held.trapped);
    const weighed = {
      receivedAt: new Date(held.receivedAt),
      settledAt: held.settledAt ? new Date(held.settledAt) : null,
      pending: held.pending,
      status: held.status,
    };
    if (!isDue(rules[rule], weighed, now)) continue;
    report.submissions[rule] += 1;
    report.listed.push({ id: held.id, rule, form: purpose, receivedAt: held.receivedAt });
    due.push(held.id);
    if (due.length >= BATCH) await flush();
  }
  await flush();
  const quotaBefore = periodStartBefore(now, ruleById(content, "mail-quota").period);
  if (!dryRun) report.mailQuota = await store.forgetMailQuota(quotaBefore);
  // The inbox's expired sessions and links go too; its audit entries once their period ends.
  const auditBefore = periodStartBefore(now, ruleById(content, "inbox-audit").period);
  if (dryRun) return report;
  await inbox.tidy(now, auditBefore);
  // What deleting left in the files (the search index, the log, old leads.jsonl) goes too.
  report.left = (await store.scrub({ ids: removed })).left;
  return report;
}

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The report in a sentence, for logs and the command line. */
export function describePurge({ dryRun, submissions, mailQuota, left }: PurgeReport): string {
  const verb = dryRun ? "would delete" : "deleted";
  const signUps = count(submissions.marketing, "sign-up", "sign-ups");
  const unconfirmed = count(submissions.unconfirmed, "unconfirmed sign-up", "unconfirmed sign-ups");
  const enquiries = count(submissions.enquiry, "enquiry", "enquiries");
  const trapped = count(submissions.trapped, "trapped spam lead", "trapped spam leads");
  const quota = dryRun ? "" : `, and ${count(mailQuota, "mail quota entry", "mail quota entries")}`;
  const said = `purge ${verb} ${signUps}, ${unconfirmed}, ${enquiries} and ${trapped} past their periods${quota}`;
  return left ? `${said}\n${left}` : said;
}
