// The lead store's file format, in plain JavaScript so that the server (TypeScript, through
// lead-store.ts) and the plain-Node scripts (`npm run leads`, the load test) read it by one rule.
// Types: store-format.d.mts beside this file.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export const STORE_FILE = "leads.jsonl";
export const ENTRY_KINDS = Object.freeze(["lead", "contact"]);
export const DELIVERY_TARGETS = Object.freeze(["store", "convertkit", "mailchimp", "webhook"]);

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const optional = (value, type) => value === undefined || typeof value === type;

function isDelivery(value) {
  return (
    isObject(value) &&
    DELIVERY_TARGETS.includes(value.to) &&
    typeof value.ok === "boolean" &&
    optional(value.detail, "string") &&
    optional(value.status, "number") &&
    optional(value.subscriberId, "string")
  );
}

/** One line of the store, as the server writes it. */
export function isStoredEntry(value) {
  return (
    isObject(value) &&
    ENTRY_KINDS.includes(value.kind) &&
    typeof value.id === "string" &&
    (value.idempotencyKey === null || typeof value.idempotencyKey === "string") &&
    typeof value.receivedAt === "string" &&
    isObject(value.record) &&
    isDelivery(value.delivery)
  );
}

/**
 * Every record in the text of a store file. Lines that are not a whole record (a write cut short
 * by a crash, or a hand edit) are skipped and counted; blank lines are ignored.
 */
export function parseStoreText(text) {
  const entries = [];
  let skipped = 0;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    if (isStoredEntry(value)) entries.push(value);
    else skipped += 1;
  }
  return { entries, skipped };
}

/** The store in `dir`: its entries, how many lines were skipped, and whether the file exists. */
export async function readStore(dir) {
  const file = join(dir, STORE_FILE);
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error && error.code === "ENOENT") {
      return { file, exists: false, entries: [], skipped: 0, endsWithNewline: true };
    }
    throw error;
  }
  return {
    file,
    exists: true,
    ...parseStoreText(text),
    endsWithNewline: text === "" || text.endsWith("\n"),
  };
}
