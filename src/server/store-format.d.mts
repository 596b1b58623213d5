export type StoredKind = "lead" | "contact";
export type DeliveryTarget = "store" | "convertkit" | "mailchimp" | "webhook";

/** Where a stored submission went, and whether that worked. */
export interface Delivery {
  to: DeliveryTarget;
  ok: boolean;
  /** Why forwarding failed, or a note on the settings; for a refusal, the platform's own words. */
  detail?: string;
  /** The HTTP status the platform or webhook answered, when it answered. */
  status?: number;
  /** The platform's id for the subscriber, when it gave one. */
  subscriberId?: string;
}

/** One line of leads.jsonl. */
export interface StoredEntry {
  kind: StoredKind;
  id: string;
  idempotencyKey: string | null;
  receivedAt: string;
  record: object;
  delivery: Delivery;
}

export interface StoreReadout {
  file: string;
  exists: boolean;
  entries: StoredEntry[];
  skipped: number;
  endsWithNewline: boolean;
}

export const STORE_FILE: "leads.jsonl";
export const ENTRY_KINDS: readonly StoredKind[];
export const DELIVERY_TARGETS: readonly DeliveryTarget[];
export function isStoredEntry(value: unknown): value is StoredEntry;
export function parseStoreText(text: string): { entries: StoredEntry[]; skipped: number };
export function readStore(dir: string): Promise<StoreReadout>;
