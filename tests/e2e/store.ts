// Reads the store the served site writes to (the e2e server's LEADS_DATA_DIR, or its DATABASE_URL
// on the PostgreSQL pass), through the same store code the server uses.
import { SqliteStore } from "../../src/server/store/sqlite";
import { PostgresStore } from "../../src/server/store/postgres";
import type { Store, Submission } from "../../src/server/store/types";

export const LEADS_DIR = process.env.E2E_LEADS_DIR ?? "";
export const DATABASE_URL = process.env.E2E_DATABASE_URL ?? "";
if (!LEADS_DIR && !DATABASE_URL)
  throw new Error("E2E_LEADS_DIR is not set: run the end-to-end tests with `npm run test:e2e`");

export type StoredLead = Submission;

function openStore(): Store {
  return DATABASE_URL
    ? new PostgresStore({ url: DATABASE_URL, poolSize: 1 })
    : new SqliteStore(LEADS_DIR);
}

export async function storedEntries(): Promise<StoredLead[]> {
  const store = openStore();
  try {
    const list: StoredLead[] = [];
    for await (const submission of store.list()) list.push(submission);
    return list;
  } finally {
    await store.close();
  }
}

/** Every stored lead or message sent with this email. */
export const storedFor = async (email: string): Promise<StoredLead[]> =>
  (await storedEntries()).filter((entry) => entry.record.email === email);

/** The source a stored lead names; a contact message has none. */
export const sourceOf = (entry: StoredLead): string | undefined =>
  entry.kind === "lead" ? entry.record.source : undefined;

/** A fresh address per test, so runs never see each other's leads. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e-leads.co.uk`;
