// How `npm run leads` shows the store: a table for people, RFC 4180 CSV for spreadsheets.
// Types: leads-format.d.mts beside this file.

const text = (value) =>
  value === undefined || value === null
    ? ""
    : Array.isArray(value)
      ? value.join("; ")
      : String(value);

/** What a delivery says in one short phrase: "store", "convertkit", "mailchimp failed: ...". */
export function deliverySummary(delivery) {
  if (delivery.ok) return delivery.to;
  const status = delivery.status === undefined ? "" : ` ${delivery.status}`;
  return `${delivery.to} failed${status}${delivery.detail ? `: ${delivery.detail}` : ""}`;
}

/** The columns both views share, from one stored entry. */
export function entryRow(entry) {
  const record = entry.record;
  return {
    receivedAt: entry.receivedAt,
    kind: entry.kind,
    sourceOrSubject: text(entry.kind === "contact" ? record.subject : record.source),
    email: text(record.email),
    name: text(record.name),
    delivery: deliverySummary(entry.delivery),
  };
}

export const CSV_COLUMNS = [
  ["received_at", (entry) => entry.receivedAt],
  ["kind", (entry) => entry.kind],
  ["source_or_subject", (entry) => entryRow(entry).sourceOrSubject],
  ["email", (entry) => entry.record.email],
  ["name", (entry) => entry.record.name],
  ["company", (entry) => entry.record.company],
  ["interest", (entry) => entry.record.interest],
  ["phone", (entry) => entry.record.phone],
  ["website", (entry) => entry.record.website],
  ["budget", (entry) => entry.record.budget],
  ["how_heard", (entry) => entry.record.howHeard],
  ["lead_magnet", (entry) => entry.record.leadMagnet],
  ["assessment_score", (entry) => entry.record.assessmentScore],
  ["tags", (entry) => entry.record.tags],
  ["message", (entry) => entry.record.message],
  ["delivered_to", (entry) => entry.delivery.to],
  ["delivered", (entry) => (entry.delivery.ok ? "yes" : "no")],
  ["delivery_detail", (entry) => entry.delivery.detail],
  ["id", (entry) => entry.id],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (starting = + - @, or a tab or carriage return) gets
 * a leading apostrophe, so a lead cannot plant a formula in the operator's spreadsheet.
 */
export function csvField(value) {
  let cell = text(value);
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The whole store as CSV: a header row, then one row per entry, CRLF line ends. */
export function toCsv(entries) {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(",")];
  for (const entry of entries) {
    lines.push(CSV_COLUMNS.map(([, pick]) => csvField(pick(entry))).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

// The last column is never cut: a failed delivery's reason is what the operator needs to read.
const TABLE_COLUMNS = [
  ["Received at", "receivedAt", 24],
  ["Kind", "kind", 7],
  ["Source / subject", "sourceOrSubject", 40],
  ["Email", "email", 40],
  ["Name", "name", 30],
  ["Delivery", "delivery", Infinity],
];

// C0 and C1 control characters, escape included (Unicode's "Cc" category is exactly those).
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/**
 * A cell safe to print: control characters (which could drive the terminal) become spaces,
 * and long values are cut.
 */
export function tableCell(value, max = 40) {
  const clean = text(value).replace(CONTROL_CHARACTERS, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** The store as a table with aligned columns, oldest first. */
export function toTable(entries) {
  const rows = entries.map((entry) => {
    const row = entryRow(entry);
    row.receivedAt = row.receivedAt.replace("T", " ").replace(/\.\d+Z$/, "Z");
    return TABLE_COLUMNS.map(([, key, max]) => tableCell(row[key], max));
  });
  const header = TABLE_COLUMNS.map(([title]) => title);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

/** One line under the table: how many of each, and how many were not forwarded. */
export function summary(entries) {
  const leads = entries.filter((entry) => entry.kind === "lead").length;
  const messages = entries.length - leads;
  const failed = entries.filter((entry) => !entry.delivery.ok).length;
  const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
  return `${plural(leads, "lead")}, ${plural(messages, "message")}${
    failed ? `; ${failed} not forwarded (kept in the store)` : ""
  }`;
}
