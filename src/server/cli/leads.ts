import { runtimeEnv } from "../runtime-env";
import { readSettings, type Settings } from "../settings";
import { describeDigest, sendDigest } from "../digest";
import { describeReminders, sendReminders } from "../reminders";
import { closeMail } from "../mail";
import { sendOwed } from "../send-owed";
import { openStores } from "../stores";
import { describeImport, importJsonlFile } from "../store/jsonl-import";
import { SqliteStore } from "../store/sqlite";
import type { Submission } from "../store/types";
import { describePurge, purge } from "../purge";
import { describeErasure, erasePerson, exportPerson } from "../person-data";
import { parseLeadsArgs } from "./leads-args";
import { INVITE_DAYS } from "../../lib/inbox/limits";
import { invite } from "../inbox/invite";
import { leadsCsvHeader, leadsCsvRow } from "../leads-csv";
import { summary, toTable } from "./leads-format";

const USAGE = `usage: npm run leads [-- --csv | --json | --retry | --digest | --import FILE |
                         --remind [--now TIME] | --purge [--dry-run] [--now TIME] |
                         --export EMAIL | --erase EMAIL | --invite EMAIL]
  (no option)  the stored leads and messages as a table, with each delivery's state
  --csv        the same as CSV, for a spreadsheet (npm run leads -- --csv > leads.csv)
  --json       one JSON object a line, every field as stored
  --retry      sends every delivery still owed now, without waiting for its next try
  --digest     sends the owner's digest of sign-ups now, rather than at 08:00
  --remind     reminds members of the enquiries due for a reply soon (the server does this every
               few minutes); --now TIME reminds as of another time
  --import FILE  reads a leads.jsonl file into the embedded store (again: nothing is added twice)
  --purge      deletes what content/data/retention.json no longer lets us keep (the server does
               this daily); --dry-run lists it instead, --now TIME purges as of another time
  --export EMAIL  everything held about that address, as JSON (an access or portability request)
  --erase EMAIL   deletes everything held about that address, asks the email platform to forget
               it, and keeps a hash of it so the site never emails it for marketing again
  --invite EMAIL  makes that address an owner of the inbox at /inbox: prints a link that works
               once, for 7 days, to create a passkey (and emails it when SMTP is set)
Reads PostgreSQL when DATABASE_URL is set, else leads.sqlite in LEADS_DATA_DIR (default ./data).`;

/**
 * What this command's own environment would do with a new submission. The command is often run
 * beside a server that has other settings (another terminal, a host's dashboard), so it says
 * whose settings it read, and never speaks for the server's.
 */
export function deliveriesConfigured({ subscribe: lead, webhook, mail }: Settings): string {
  const leadTo = lead.to === "store" ? "not forwarded to a platform" : `forwarded to ${lead.to}`;
  const hook =
    webhook.to === "store"
      ? "no webhook is set"
      : "every lead and message is posted to the webhook";
  const notices = [lead, webhook].flatMap((target) =>
    "notice" in target && target.notice ? [target.notice] : [],
  );
  const mailSays =
    "off" in mail
      ? `This command's environment has no SMTP settings (${mail.off}); a running server's own settings decide whether it sends email.`
      : `This command's environment sends email through ${new URL(mail.smtpUrl).host}${mail.owner ? `, the owner's alerts to ${mail.owner}` : ", and has no OWNER_EMAIL for the owner's alerts"}.`;
  return [
    "Settings read from this command's environment (a running server reads its own):",
    `New leads are ${leadTo}; ${hook}.${notices.length ? ` (${notices.join("; ")})` : ""}`,
    mailSays,
  ].join("\n");
}

export async function leads(args: readonly string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  const parsed = parseLeadsArgs(args);
  if ("problem" in parsed) {
    console.error(`${parsed.problem}\n${USAGE}`);
    return 2;
  }
  const { mode } = parsed;
  const settings = readSettings(runtimeEnv());
  const stores = openStores(settings.store);
  if ("unavailable" in stores) {
    console.error(`No store: ${stores.unavailable}.`);
    return 1;
  }
  const { store } = stores;
  try {
    if (mode === "--import") {
      if (!(store instanceof SqliteStore)) {
        console.error("--import reads a file into the embedded store; DATABASE_URL is set.");
        return 1;
      }
      console.log(`${describeImport(importJsonlFile(store.db(), parsed.file ?? ""))}.`);
      return 0;
    }
    if (mode === "--purge") {
      await store.open();
      const report = await purge(stores, { now: parsed.now, dryRun: parsed.dryRun });
      if (report.dryRun)
        for (const { id, rule, form, receivedAt } of report.listed)
          console.log(`${receivedAt}  ${rule.padEnd(9)}  ${form.padEnd(13)}  ${id}`);
      console.log(`${describePurge(report)} (as of ${report.now}).`);
      return 0;
    }
    if (mode === "--export") {
      await store.open();
      console.log(JSON.stringify(await exportPerson(stores, parsed.email ?? ""), null, 2));
      return 0;
    }
    if (mode === "--erase") {
      await store.open();
      console.log(
        describeErasure(
          await erasePerson(store, parsed.email ?? "", { settings, fetch, by: "owner" }),
        ),
      );
      return 0;
    }
    if (mode === "--invite") {
      await store.open();
      const invited = await invite({ ...stores, settings }, parsed.email ?? "", "owner");
      closeMail();
      console.log(
        `${invited.account.email} is ${invited.account.role === "owner" ? "an owner" : "a member"} of the inbox. ${invited.emailed ? "The invitation was emailed; its" : `Not emailed (${invited.detail}). The`} link, which works once within ${INVITE_DAYS} days:\n${invited.link}`,
      );
      return 0;
    }
    if (mode === "--digest") {
      await store.open();
      const result = await sendDigest(store, settings);
      closeMail();
      console.log(`${describeDigest(result)}.`);
      return 0;
    }
    if (mode === "--remind") {
      await store.open();
      const report = await sendReminders(stores, settings, parsed.now);
      closeMail();
      console.log(`${describeReminders(report)}.`);
      return 0;
    }
    if (mode === "--retry") {
      const { tried, delivered, givenUp } = await sendOwed(settings, { everything: true });
      console.log(
        `${tried} deliveries tried: ${delivered} delivered, ${givenUp} no longer tried, ${tried - delivered - givenUp} to be tried again.`,
      );
      return 0;
    }
    await store.open();
    if (store instanceof SqliteStore && store.imported)
      console.error(`Read in the old store file: ${describeImport(store.imported)}.`);
    if (mode === "--csv") process.stdout.write(leadsCsvHeader());
    const listed: Submission[] = [];
    for await (const submission of store.list()) {
      if (mode === "--csv") process.stdout.write(leadsCsvRow(submission));
      else if (mode === "--json") process.stdout.write(`${JSON.stringify(submission)}\n`);
      else listed.push(submission);
    }
    if (mode) return 0;
    console.log(
      listed.length
        ? `${toTable(listed)}\n\n${summary(listed)} in ${store.description}`
        : `No leads or messages yet in ${store.description}.`,
    );
    console.log(deliveriesConfigured(settings));
    return 0;
  } finally {
    await store.close();
  }
}
