// Reads the embedded lead store the served site writes to (LEADS_DATA_DIR of the e2e server).
import { readFileSync } from "node:fs";
import path from "node:path";

export const LEADS_DIR = process.env.E2E_LEADS_DIR ?? "";
if (!LEADS_DIR)
  throw new Error("E2E_LEADS_DIR is not set: run the end-to-end tests with `npm run test:e2e`");

export interface StoredEntry {
  kind: "lead" | "contact";
  id: string;
  idempotencyKey: string | null;
  record: Record<string, unknown>;
}

export function storedEntries(): StoredEntry[] {
  let text = "";
  try {
    text = readFileSync(path.join(LEADS_DIR, "leads.jsonl"), "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredEntry);
}

/** Every stored lead or message sent with this email. */
export const storedFor = (email: string): StoredEntry[] =>
  storedEntries().filter((entry) => entry.record.email === email);

/** A fresh address per test, so runs never see each other's leads. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e-leads.co.uk`;
