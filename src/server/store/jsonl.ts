import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { memoryHitCounter, type HitCounter } from "../http/hit-counter";
import { VISITOR_MAIL_WINDOW_MS, visitorMailKey } from "../visitor-mail-quota";
import { AppendLog } from "./append-log";
import {
  deliveryLine,
  parseStoreLine,
  STORE_FILE,
  submissionLine,
  type StoreLine,
} from "./jsonl-lines";
import {
  ONE_BY_ONE,
  QUOTA_DETAIL,
  type ClaimOptions,
  type AddResult,
  type Delivery,
  type DeliveryTarget,
  type DueDelivery,
  type NewSubmission,
  type Store,
  type Submission,
  type SubmissionKind,
} from "./types";

/** What reading a store file found besides its lines. */
export interface ReadCounts {
  exists: boolean;
  /** Lines that are not a whole record: a cut-short write, a hand edit. */
  skipped: number;
}

/** Every line of a store file in order, read a line at a time; damaged lines are counted. */
export async function* storeLines(
  file: string,
  counts: ReadCounts = { exists: false, skipped: 0 },
): AsyncGenerator<StoreLine> {
  const stream = createReadStream(file, { encoding: "utf8" });
  const opened = await new Promise<boolean>((settle, fail) => {
    stream.once("open", () => settle(true));
    stream.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" ? settle(false) : fail(error),
    );
  });
  counts.exists = opened;
  if (!opened) return;
  for await (const text of createInterface({ input: stream, crlfDelay: Infinity })) {
    if (!text.trim()) continue;
    const line = parseStoreLine(text);
    if (line) yield line;
    else counts.skipped += 1;
  }
}

interface Pending {
  submission: Submission;
  delivery: Delivery;
  claimedUntil: number;
}

interface StoredKey {
  id: string;
  receivedAt: string;
  requestHash: string | null;
}

const keyOf = (kind: SubmissionKind, key: string): string => `${kind}\n${key}`;
const pendingKey = (id: string, target: DeliveryTarget): string => `${id}\n${target}`;

/**
 * The embedded store: leads.jsonl in one folder, append-only, one JSON line per submission and per
 * delivery attempt. In memory it keeps only each idempotency key's submission id and the deliveries
 * still pending (with the submission they carry); everything else stays on disk.
 */
export class JsonlStore implements Store {
  readonly file: string;
  readonly description: string;
  private readonly log: AppendLog;
  private readonly ids = new Map<string, StoredKey>();
  /** When each quota key (address and form) was last owed a visitor's email, within the window. */
  private readonly mailed = new Map<string, number>();
  private readonly hits = memoryHitCounter();
  private readonly reserved = new Map<string, Promise<AddResult>>();
  private readonly pending = new Map<string, Pending>();
  private loaded: Promise<void> | null = null;
  /** Damaged lines found the last time the file was read through (at start, or by list). */
  skipped = 0;

  constructor(dir: string) {
    this.file = join(resolve(dir), STORE_FILE);
    this.description = `jsonl ${this.file}`;
    this.log = new AppendLog(this.file);
  }

  open(): Promise<void> {
    return this.load();
  }

  /** Reads what the file already holds (once; every other call waits for it). */
  private load(): Promise<void> {
    this.loaded ??= (async () => {
      const counts: ReadCounts = { exists: false, skipped: 0 };
      for await (const line of storeLines(this.file, counts)) this.remember(line);
      this.skipped = counts.skipped;
    })();
    return this.loaded;
  }

  private remember(line: StoreLine): void {
    if (line.type === "submission") {
      const { submission } = line;
      if (submission.idempotencyKey !== null) {
        const key = keyOf(submission.kind, submission.idempotencyKey);
        if (!this.ids.has(key)) {
          this.ids.set(key, {
            id: submission.id,
            receivedAt: submission.receivedAt,
            requestHash: submission.requestHash ?? null,
          });
        }
      }
      const mailed = submission.deliveries.some(
        (delivery) => delivery.target === "visitor-email" && delivery.detail !== QUOTA_DETAIL,
      );
      if (mailed) this.noteMailed(submission);
      for (const delivery of submission.deliveries) this.track(submission, delivery);
      return;
    }
    const { id, target, kind: _kind, ...update } = line.line;
    const pending = this.pending.get(pendingKey(id, target));
    if (pending) this.track(pending.submission, { target, ...update });
  }

  private track(submission: Submission, delivery: Delivery): void {
    const key = pendingKey(submission.id, delivery.target);
    if (delivery.state !== "pending") {
      this.pending.delete(key);
      return;
    }
    const claimedUntil = this.pending.get(key)?.claimedUntil ?? 0;
    this.pending.set(key, { submission, delivery, claimedUntil });
  }

  async add(next: NewSubmission): Promise<AddResult> {
    await this.load();
    if (next.idempotencyKey === null) return this.write(next);
    const key = keyOf(next.kind, next.idempotencyKey);
    const stored = this.ids.get(key);
    if (stored) return { ...stored, duplicate: true };
    const inFlight = this.reserved.get(key);
    if (inFlight) return { ...(await inFlight), duplicate: true };
    const writing = this.write(next).finally(() => this.reserved.delete(key));
    this.reserved.set(key, writing);
    const result = await writing;
    this.ids.set(key, {
      id: result.id,
      receivedAt: result.receivedAt,
      requestHash: next.requestHash,
    });
    return result;
  }

  private noteMailed(submission: Submission): void {
    const key = visitorMailKey(submission.kind, submission.record);
    const at = Date.parse(submission.receivedAt);
    if (key && at > Date.now() - VISITOR_MAIL_WINDOW_MS) this.mailed.set(key, at);
  }

  /** Whether the quota lets this new submission's visitor email go (and counts it when it does). */
  private mayMail(next: NewSubmission, at: number): boolean {
    if (!next.visitorMail) return true;
    const { key, windowMs } = next.visitorMail;
    if (!key) return false;
    const last = this.mailed.get(key);
    if (last !== undefined && last > at - windowMs) return false;
    this.mailed.set(key, at);
    if (this.mailed.size > 10_000) {
      for (const [old, time] of this.mailed) if (time <= at - windowMs) this.mailed.delete(old);
    }
    return true;
  }

  private async write(next: NewSubmission): Promise<AddResult> {
    const now = new Date();
    const receivedAt = now.toISOString();
    const mayMail = next.targets.includes("visitor-email") && this.mayMail(next, now.getTime());
    const submission: Submission = {
      kind: next.kind,
      id: randomUUID(),
      idempotencyKey: next.idempotencyKey,
      receivedAt,
      page: next.page ?? null,
      record: { ...next.record },
      requestHash: next.requestHash,
      deliveries: next.targets.map((target): Delivery =>
        target === "visitor-email" && !mayMail
          ? { target, state: "refused", attempts: 0, detail: QUOTA_DETAIL }
          : { target, state: "pending", attempts: 0, nextAttemptAt: receivedAt },
      ),
    };
    await this.log.append(submissionLine(submission));
    for (const delivery of submission.deliveries) this.track(submission, delivery);
    return { id: submission.id, receivedAt, duplicate: false, requestHash: next.requestHash };
  }

  async find(kind: SubmissionKind, idempotencyKey: string) {
    await this.load();
    return this.ids.get(keyOf(kind, idempotencyKey));
  }

  async claimDue(
    now: Date,
    limit: number,
    leaseMs: number,
    { dueBy = now, targets = ONE_BY_ONE }: ClaimOptions = {},
  ): Promise<DueDelivery[]> {
    await this.load();
    const time = now.getTime();
    const by = dueBy.getTime();
    const due: DueDelivery[] = [];
    for (const pending of this.pending.values()) {
      if (due.length >= limit) break;
      const at = Date.parse(pending.delivery.nextAttemptAt ?? "") || 0;
      if (at > by || pending.claimedUntil > time) continue;
      if (!targets.includes(pending.delivery.target)) continue;
      pending.claimedUntil = time + leaseMs;
      due.push({ submission: pending.submission, delivery: pending.delivery });
    }
    return due;
  }

  async record(id: string, target: DeliveryTarget, update: Omit<Delivery, "target">) {
    await this.load();
    await this.log.append(deliveryLine(id, target, update));
    const pending = this.pending.get(pendingKey(id, target));
    if (pending) {
      pending.claimedUntil = 0;
      this.track(pending.submission, { target, ...update });
    }
  }

  /** Two passes over the file: the attempts' results first, then each submission with them. */
  async *list(): AsyncIterable<Submission> {
    const latest = new Map<string, Delivery>();
    for await (const line of storeLines(this.file)) {
      if (line.type !== "delivery") continue;
      const { id, kind: _kind, ...delivery } = line.line;
      latest.set(pendingKey(id, delivery.target), delivery);
    }
    const counts: ReadCounts = { exists: false, skipped: 0 };
    for await (const line of storeLines(this.file, counts)) {
      if (line.type !== "submission") continue;
      const { submission } = line;
      yield {
        ...submission,
        deliveries: submission.deliveries.map(
          (delivery) => latest.get(pendingKey(submission.id, delivery.target)) ?? delivery,
        ),
      };
    }
    this.skipped = counts.skipped;
  }

  health() {
    return this.log.writable();
  }

  /** One machine, one writer: the rate limit counts in this process's memory. */
  hitCounter(): HitCounter {
    return this.hits;
  }

  close(): Promise<void> {
    return this.log.close();
  }
}
