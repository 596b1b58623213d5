// `npm run leads`: the leads and contact messages in the embedded store, as a table.
// `npm run leads -- --csv` prints them as CSV instead (for a spreadsheet: `> leads.csv`).
// The store is leads.jsonl in LEADS_DATA_DIR (default ./data), the folder the site's functions use.
import { resolve } from "node:path";
import { readStore } from "../src/server/store-format.mjs";
import { summary, toCsv, toTable } from "./lib/leads-format.mjs";

const USAGE = "usage: npm run leads [-- --csv]";

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(
    `${USAGE}\nLists what the site stored in $LEADS_DATA_DIR/leads.jsonl (default ./data).`,
  );
  process.exit(0);
}
const unknown = args.filter((arg) => arg !== "--csv");
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(" ")}\n${USAGE}`);
  process.exit(2);
}
const csv = args.includes("--csv");

const dir = resolve(process.env.LEADS_DATA_DIR?.trim() || "data");
const { file, exists, entries, skipped } = await readStore(dir);

// Notes go to stderr in CSV mode, so that stdout stays a clean CSV file.
const note = csv ? console.error : console.log;
if (skipped) {
  console.error(`Skipped ${skipped} damaged line${skipped === 1 ? "" : "s"} in ${file}.`);
}

if (csv) {
  process.stdout.write(toCsv(entries));
  if (!entries.length) note(exists ? `The store ${file} is empty.` : `No store at ${file} yet.`);
} else if (!exists) {
  note(`No store at ${file} yet: nothing has been submitted through this folder.`);
  note("Set LEADS_DATA_DIR to read another folder.");
} else if (!entries.length) {
  note(`The store ${file} is empty: no leads or messages yet.`);
} else {
  note(toTable(entries));
  note(`\n${summary(entries)} in ${file}`);
}
