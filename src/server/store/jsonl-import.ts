import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from "node:fs";
import { join, resolve } from "node:path";
import type { Database } from "better-sqlite3";
import { visitorMailQuota } from "../visitor-mail-quota";
import { mailboxOf } from "./mailbox-column";
import { parseStoreLine } from "./jsonl-lines";
import { QUOTA_DETAIL, quotaSlots, type Delivery } from "./types";

/** The file the embedded store kept before it was SQLite; read in once, then left where it is. */
export const JSONL_FILE = "leads.jsonl";

export interface ImportCounts {
  file: string;
  /** Submissions the file holds. */
  submissions: number;
  /** Of those, the ones the database did not have yet. */
  added: number;
  /** Lines that are not a whole record (a write cut short, a hand edit): left out. */
  skipped: number;
}

const msOf = (time: string | undefined): number | null => {
  const ms = time === undefined ? Number.NaN : Date.parse(time);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Reads a leads.jsonl file into the database in one transaction. Idempotent: a submission already
 * there (by id, or by kind and idempotency key) is left as it is, so importing twice adds nothing.
 */
export function importJsonlFile(db: Database, path: string, now = Date.now()): ImportCounts {
  const file = resolve(path);
  const text = readFileSync(file, "utf8");
  const submissions = new Map<string, { line: number; deliveries: Map<string, Delivery> }>();
  const parsed: NonNullable<ReturnType<typeof parseStoreLine>>[] = [];
  let skipped = 0;
  for (const raw of text.split("\n")) {
    if (!raw.trim()) continue;
    const line = parseStoreLine(raw);
    if (!line) skipped += 1;
    else parsed.push(line);
  }
  // Each delivery as its last line left it.
  for (const [index, line] of parsed.entries()) {
    if (line.type === "submission") {
      const owed = new Map(line.submission.deliveries.map((d) => [d.target, d]));
      if (!submissions.has(line.submission.id))
        submissions.set(line.submission.id, { line: index, deliveries: owed });
      continue;
    }
    const { id, target, kind: _kind, ...update } = line.line;
    const owed = submissions.get(id)?.deliveries;
    if (owed?.has(target)) owed.set(target, { target, ...update });
  }
  const insert = db.prepare(`INSERT INTO submissions
      (id, kind, idempotency_key, received_at, record, page, request_hash, mailbox)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const owe = db.prepare(`INSERT INTO deliveries (submission_id, target, state, attempts,
      next_attempt_at, last_attempt_at, status, detail, subscriber_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const countMail = db.prepare(`INSERT INTO visitor_mail_quota AS q (key, sent_at) VALUES (?, ?)
    ON CONFLICT (key) DO UPDATE SET sent_at = max(q.sent_at, excluded.sent_at)`);
  const run = db.transaction(() => {
    let added = 0;
    for (const line of parsed) {
      if (line.type !== "submission") continue;
      const { submission } = line;
      const entry = submissions.get(submission.id);
      const receivedAt = msOf(submission.receivedAt);
      if (!entry || receivedAt === null) continue;
      submissions.delete(submission.id);
      const stored = insert.run(
        submission.id,
        submission.kind,
        submission.idempotencyKey,
        receivedAt,
        JSON.stringify(submission.record),
        submission.page,
        submission.requestHash ?? null,
        mailboxOf(submission.record.email),
      );
      if (!stored.changes) continue;
      added += 1;
      for (const delivery of entry.deliveries.values()) {
        owe.run(
          submission.id,
          delivery.target,
          delivery.state,
          delivery.attempts,
          msOf(delivery.nextAttemptAt),
          msOf(delivery.lastAttemptAt),
          delivery.status ?? null,
          delivery.detail ?? null,
          delivery.subscriberId ?? null,
        );
      }
      const mailed = [...entry.deliveries.values()].some(
        (d) => d.target === "visitor-email" && d.detail !== QUOTA_DETAIL,
      );
      const quota = visitorMailQuota(submission.record.email);
      if (mailed && quota && receivedAt > now - quota.windowMs) {
        const [slot] = quotaSlots(quota);
        if (slot) countMail.run(slot, receivedAt);
      }
    }
    db.prepare(
      `INSERT INTO imported_files (path, imported_at, submissions) VALUES (?, ?, ?)
      ON CONFLICT (path) DO UPDATE SET imported_at = excluded.imported_at,
        submissions = excluded.submissions`,
    ).run(file, now, added);
    return added;
  });
  const total = parsed.filter((line) => line.type === "submission").length;
  return { file, submissions: total, added: run.immediate(), skipped };
}

/** What an import did, in a sentence. */
export function describeImport({ file, submissions, added, skipped }: ImportCounts): string {
  const damaged = skipped === 1 ? "1 damaged line" : `${skipped} damaged lines`;
  return `${added} of ${submissions} submissions in ${file} added${skipped ? `; ${damaged} left out` : ""}`;
}

/** The data folder's leads.jsonl, read in on the store's first start (never again once done). */
export function importJsonl(db: Database, dir: string): ImportCounts | null {
  const file = join(dir, JSONL_FILE);
  if (!existsSync(file)) return null;
  const done = db.prepare("SELECT 1 FROM imported_files WHERE path = ?").get(resolve(file));
  return done ? null : importJsonlFile(db, file);
}

/** Whether a line of an old leads.jsonl belongs to the erased person or a deleted submission. */
function isTheirs(raw: string, address: string | null, ids: ReadonlySet<string>): boolean {
  const line = parseStoreLine(raw);
  if (!line) return address !== null && raw.toLowerCase().includes(address.trim().toLowerCase()); // damaged: by its text
  if (line.type === "delivery") return ids.has(line.line.id);
  const { id, record } = line.submission;
  return ids.has(id) || (address !== null && mailboxOf(record.email) === mailboxOf(address));
}

/**
 * Takes deleted submissions (and, for an erasure, everything under the address's mailbox) out of
 * every leads.jsonl already read in: their lines and their deliveries' go, and the file is replaced
 * whole (written aside, then renamed). Returns how many lines went.
 */
export function scrubImportedFiles(
  db: Database,
  email: string | null,
  ids: readonly string[],
): number {
  const theirs = new Set(ids);
  const files = db.prepare("SELECT path FROM imported_files").all() as { path: string }[];
  let removed = 0;
  for (const { path } of files) {
    if (!existsSync(path)) continue;
    const lines = readFileSync(path, "utf8").split("\n");
    const kept = lines.filter((line) => !line.trim() || !isTheirs(line, email, theirs));
    if (kept.length === lines.length) continue;
    removed += lines.length - kept.length;
    const aside = `${path}.erasing`;
    const fd = openSync(aside, "w", 0o600);
    try {
      writeSync(fd, kept.join("\n"));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(aside, path);
  }
  return removed;
}
