import type { Delivery, StoredEntry } from "../../src/server/store-format.mjs";

export interface EntryRow {
  receivedAt: string;
  kind: string;
  sourceOrSubject: string;
  email: string;
  name: string;
  delivery: string;
}

export function deliverySummary(delivery: Delivery): string;
export function entryRow(entry: StoredEntry): EntryRow;
export const CSV_COLUMNS: readonly (readonly [string, (entry: StoredEntry) => unknown])[];
export function csvField(value: unknown): string;
export function toCsv(entries: readonly StoredEntry[]): string;
export function tableCell(value: unknown, max?: number): string;
export function toTable(entries: readonly StoredEntry[]): string;
export function summary(entries: readonly StoredEntry[]): string;
