// The leads as CSV, one writer for both exports: `npm run leads -- --csv` and the inbox's
// "Export CSV" (which puts each lead's status first). Times on a UK clock, the zone in the header.
import { CSV_BOM, csvRow } from "../lib/csv";
import { codeLabel } from "../emails/labels";
import { UK_ZONE, ukLocalTime } from "../lib/uk-time";
import { deliveriesSummary, entryRow } from "./lead-entry";
import type { Submission } from "./store/types";

type Column = [name: string, pick: (submission: Submission) => unknown];

function field(submission: Submission, name: string): unknown {
  const fields: Readonly<Record<string, unknown>> = submission.record;
  return fields[name];
}

const recordColumn = (name: string, key: string): Column => [name, (s) => field(s, key)];

/** A code the record holds, in the words the form offered (src/emails/labels.ts). */
function labelOf(submission: Submission, key: string): unknown {
  const value = field(submission, key);
  return typeof value === "string" ? codeLabel(key, value) : value;
}

const ukTime = (name: string) => `${name} (${UK_ZONE})`;

export const CSV_COLUMNS: readonly Column[] = [
  [ukTime("received_at"), (s) => ukLocalTime(s.receivedAt)],
  ["kind", (s) => s.kind],
  ["source_or_subject", (s) => entryRow(s).sourceOrSubject],
  recordColumn("email", "email"),
  recordColumn("name", "name"),
  recordColumn("company", "company"),
  ["interest", (s) => labelOf(s, "interest")],
  recordColumn("phone", "phone"),
  recordColumn("website", "website"),
  recordColumn("budget", "budget"),
  recordColumn("how_heard", "howHeard"),
  recordColumn("lead_magnet", "leadMagnet"),
  recordColumn("assessment_score", "assessmentScore"),
  recordColumn("tags", "tags"),
  recordColumn("type", "type"),
  recordColumn("recommendations", "recommendations"),
  recordColumn("message", "message"),
  ["page", (s) => s.page],
  ["consent_version", (s) => s.consent?.version],
  ["consent_wording", (s) => s.consent?.wording],
  ["confirmation", (s) => s.confirmation?.state],
  [ukTime("confirmed_at"), (s) => ukLocalTime(s.confirmation?.at)],
  ["deliveries", (s) => deliveriesSummary(s)],
  ["delivered", (s) => (s.deliveries.every((d) => d.state === "delivered") ? "yes" : "no")],
  ["id", (s) => s.id],
];

/** The file's start: the byte-order mark, then the header row, after any `first` columns. */
export const leadsCsvHeader = (first: readonly string[] = []): string =>
  CSV_BOM + csvRow([...first, ...CSV_COLUMNS.map(([name]) => name)]);

/** One submission as a row, after any `first` values. */
export const leadsCsvRow = (submission: Submission, first: readonly unknown[] = []): string =>
  csvRow([...first, ...CSV_COLUMNS.map(([, pick]) => pick(submission))]);

/** The whole list: the header, then one row per submission. */
export const leadsCsv = (submissions: readonly Submission[]): string =>
  leadsCsvHeader() + submissions.map((submission) => leadsCsvRow(submission)).join("");
