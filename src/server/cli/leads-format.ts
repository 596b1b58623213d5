// How `npm run leads` shows the store to people: a table (its CSV is ../leads-csv.ts).
import { cellText as text } from "../../lib/csv";
import { entryRow } from "../lead-entry";
import type { Submission } from "../store/types";

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
