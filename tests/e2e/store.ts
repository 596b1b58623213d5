// Reads the embedded lead store the served site writes to (LEADS_DATA_DIR of the e2e server), by
// the same rules as the server and `npm run leads`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseStoreText, STORE_FILE, type StoredEntry } from "../../src/server/store-format.mjs";

export const LEADS_DIR = process.env.E2E_LEADS_DIR ?? "";
if (!LEADS_DIR)
  throw new Error("E2E_LEADS_DIR is not set: run the end-to-end tests with `npm run test:e2e`");

/** A stored entry whose record (checked to be an object by the reader) can be looked into. */
export type StoredLead = Omit<StoredEntry, "record"> & { record: Record<string, unknown> };

export function storedEntries(): StoredLead[] {
  let text = "";
  try {
    text = readFileSync(path.join(LEADS_DIR, STORE_FILE), "utf8");
  } catch {
    return [];
  }
  return parseStoreText(text).entries as StoredLead[];
}

/** Every stored lead or message sent with this email. */
export const storedFor = (email: string): StoredLead[] =>
  storedEntries().filter((entry) => entry.record.email === email);

/** A fresh address per test, so runs never see each other's leads. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e-leads.co.uk`;
