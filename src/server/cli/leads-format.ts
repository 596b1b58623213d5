// How `npm run leads` shows the store: a table for people, RFC 4180 CSV for spreadsheets.
import type { Delivery, Submission } from "../store/types";

// A stored value is JSON: an object is shown as its JSON, since String() would call whatever its
// own "toString" field holds.
const text = (value: unknown): string =>
  value === undefined || value === null
    ? ""
    : Array.isArray(value)
      ? value.map(text).join("; ")
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);

/** One delivery in a short phrase: "convertkit delivered", "webhook pending (2 tries): ...". */
export function deliverySummary(delivery: Delivery): string {
  const tries = delivery.attempts === 1 ? "1 try" : `${delivery.attempts} tries`;
  const detail = delivery.state === "delivered" || !delivery.detail ? "" : `: ${delivery.detail}`;
  const next =
    delivery.state === "pending" && delivery.nextAttemptAt
      ? `; next ${delivery.nextAttemptAt}`
      : "";
  return `${delivery.target} ${delivery.state}${delivery.attempts ? ` (${tries})` : ""}${detail}${next}`;
}

/** A sign-up still waiting for its address's confirmation, before it goes to the platform. */
const AWAITING = "awaiting confirmation (goes to the email platform once confirmed)";

/** Every delivery of a submission, or that it went to the store alone. */
export function deliveriesSummary(submission: Submission): string {
  const awaiting = submission.confirmation?.state === "pending" ? [AWAITING] : [];
  const parts = [...awaiting, ...submission.deliveries.map(deliverySummary)];
  return parts.length ? parts.join("; ") : "stored only (nothing configured to send it to)";
}

function field(submission: Submission, name: string): unknown {
  const fields: Readonly<Record<string, unknown>> = submission.record;
  return fields[name];
}

/** The columns both views share, from one stored submission. */
export function entryRow(submission: Submission) {
  return {
    receivedAt: submission.receivedAt,
    kind: submission.kind,
    sourceOrSubject:
      submission.kind === "contact" ? submission.record.subject : (submission.record.source ?? ""),
    email: submission.record.email,
    name: submission.record.name ?? "",
    delivery: deliveriesSummary(submission),
  };
}

type Column = [name: string, pick: (submission: Submission) => unknown];

const recordColumn = (name: string, key: string): Column => [name, (s) => field(s, key)];

export const CSV_COLUMNS: Column[] = [
  ["received_at", (s) => s.receivedAt],
  ["kind", (s) => s.kind],
  ["source_or_subject", (s) => entryRow(s).sourceOrSubject],
  recordColumn("email", "email"),
  recordColumn("name", "name"),
  recordColumn("company", "company"),
  recordColumn("interest", "interest"),
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
  ["confirmed_at", (s) => s.confirmation?.at],
  ["deliveries", (s) => deliveriesSummary(s)],
  ["delivered", (s) => (s.deliveries.every((d) => d.state === "delivered") ? "yes" : "no")],
  ["id", (s) => s.id],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (starting = + - @, or a tab or carriage return) gets
 * a leading apostrophe, so a lead cannot plant a formula in the operator's spreadsheet.
 */
export function csvField(value: unknown): string {
  let cell = text(value);
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export const csvHeader = (): string => `${CSV_COLUMNS.map(([name]) => name).join(",")}\r\n`;

/** One submission as a CSV row, CRLF-ended. */
export const csvRow = (submission: Submission): string =>
  `${CSV_COLUMNS.map(([, pick]) => csvField(pick(submission))).join(",")}\r\n`;

/** The whole list as CSV: a header row, then one row per submission. */
export const toCsv = (submissions: readonly Submission[]): string =>
  csvHeader() + submissions.map(csvRow).join("");

// The last column is never cut: a failed delivery's reason is what the operator needs to read.
const TABLE_COLUMNS = [
  ["Received at", "receivedAt", 24],
  ["Kind", "kind", 7],
  ["Source / subject", "sourceOrSubject", 40],
  ["Email", "email", 40],
  ["Name", "name", 30],
  ["Deliveries", "delivery", Infinity],
] as const;

// C0 and C1 control characters, escape included (Unicode's "Cc" category is exactly those).
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/**
 * A cell safe to print: control characters (which could drive the terminal) become spaces,
 * and long values are cut.
 */
export function tableCell(value: unknown, max = 40): string {
  const clean = text(value).replace(CONTROL_CHARACTERS, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** The submissions as a table with aligned columns, in the order given. */
export function toTable(submissions: readonly Submission[]): string {
  const rows = submissions.map((submission) => {
    const row = entryRow(submission);
    row.receivedAt = row.receivedAt.replace("T", " ").replace(/\.\d+Z$/, "Z");
    return TABLE_COLUMNS.map(([, key, max]) => tableCell(row[key], max));
  });
  const header = TABLE_COLUMNS.map(([title]) => title);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** One line under the table: how many of each, and how many deliveries are owed or gave up. */
export function summary(submissions: readonly Submission[]): string {
  const leads = submissions.filter((s) => s.kind === "lead").length;
  const deliveries = submissions.flatMap((s) => s.deliveries);
  const pending = deliveries.filter((d) => d.state === "pending").length;
  const givenUp = deliveries.filter((d) => d.state === "failed" || d.state === "refused").length;
  const notes = [
    pending ? `${pending} to be sent again (npm run leads -- --retry sends them now)` : "",
    givenUp ? `${givenUp} not delivered and no longer tried (kept in the store)` : "",
  ].filter(Boolean);
  return `${plural(leads, "lead")}, ${plural(submissions.length - leads, "message")}${
    notes.length ? `; ${notes.join("; ")}` : ""
  }`;
}
