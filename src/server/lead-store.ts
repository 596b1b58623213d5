import { randomUUID } from "node:crypto";
import { mkdir, open, type FileHandle } from "node:fs/promises";
import { join, resolve } from "node:path";
import { processSingleton } from "./process-state";
import {
  readStore,
  STORE_FILE,
  type Delivery,
  type StoredEntry,
  type StoredKind,
} from "./store-format.mjs";

export { readStore, STORE_FILE };
export type { Delivery, StoredEntry, StoredKind };

export interface AppendResult {
  entry: StoredEntry;
  /** The key was already stored: `entry` is the first one and nothing was written. */
  duplicate: boolean;
}

/**
 * The embedded store: leads.jsonl in one folder, append-only, one JSON record a line. It is the
 * record of truth for every lead and message, whether or not it was also forwarded.
 */
export interface LeadStore {
  readonly file: string;
  /** Writes one entry; resolves once it is on disk. */
  append(kind: StoredKind, record: object, delivery: Delivery): Promise<StoredEntry>;
  /** Writes one entry unless `key` is already stored for `kind`; check and write are one step. */
  appendOnce(
    kind: StoredKind,
    key: string,
    record: object,
    delivery: Delivery,
  ): Promise<AppendResult>;
  /** The entry stored under `key` for `kind`, if any. */
  find(kind: StoredKind, key: string): Promise<StoredEntry | undefined>;
  /** Closes the file (tests; the server keeps it open). */
  close(): Promise<void>;
}

interface OpenFile {
  handle: FileHandle;
  index: Map<string, StoredEntry>;
  /** The file may end in a partial line (a crash, or a failed write): start on a fresh one. */
  needsNewline: boolean;
}

const indexKey = (kind: StoredKind, key: string): string => `${kind}\n${key}`;

async function syncFolder(dir: string): Promise<void> {
  // A new file's name is only durable once its folder is; not every platform can sync a folder.
  const folder = await open(dir, "r").catch(() => null);
  await folder?.sync().catch(() => undefined);
  await folder?.close();
}

async function openFile(dir: string): Promise<OpenFile> {
  await mkdir(dir, { recursive: true });
  const existing = await readStore(dir);
  // "a": O_WRONLY | O_APPEND | O_CREAT, so every write lands at the end of the file.
  const handle = await open(join(dir, STORE_FILE), "a", 0o600);
  if (!existing.exists) await syncFolder(dir);
  const index = new Map<string, StoredEntry>();
  for (const entry of existing.entries) {
    if (entry.idempotencyKey !== null) {
      const key = indexKey(entry.kind, entry.idempotencyKey);
      if (!index.has(key)) index.set(key, entry);
    }
  }
  return { handle, index, needsNewline: !existing.endsWithNewline };
}

async function writeLine(file: OpenFile, entry: StoredEntry): Promise<void> {
  const data = Buffer.from(`${file.needsNewline ? "\n" : ""}${JSON.stringify(entry)}\n`);
  file.needsNewline = true; // until the whole line is known to be written
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await file.handle.write(data, offset, data.length - offset);
    offset += bytesWritten;
  }
  await file.handle.sync();
  file.needsNewline = false;
}

function createLeadStore(dir: string, forget: () => void): LeadStore {
  let opening: Promise<OpenFile> | null = null;
  // Every read and write of the file runs as one step of this chain, so lines never interleave
  // and an idempotency check cannot race the write it guards.
  let tail: Promise<unknown> = Promise.resolve();

  function opened(): Promise<OpenFile> {
    opening ??= openFile(dir).catch((error: unknown) => {
      opening = null; // try again on the next request
      throw error;
    });
    return opening;
  }

  function serialise<T>(step: (file: OpenFile) => Promise<T> | T): Promise<T> {
    const run = tail.then(async () => step(await opened()));
    tail = run.catch(() => undefined);
    return run;
  }

  async function write(
    file: OpenFile,
    kind: StoredKind,
    key: string | null,
    record: object,
    delivery: Delivery,
  ): Promise<StoredEntry> {
    const entry: StoredEntry = {
      kind,
      id: randomUUID(),
      idempotencyKey: key,
      receivedAt: new Date().toISOString(),
      record,
      delivery,
    };
    await writeLine(file, entry);
    if (key !== null) file.index.set(indexKey(kind, key), entry);
    return entry;
  }

  return {
    file: join(dir, STORE_FILE),
    append: (kind, record, delivery) =>
      serialise((file) => write(file, kind, null, record, delivery)),
    appendOnce: (kind, key, record, delivery) =>
      serialise(async (file) => {
        const stored = file.index.get(indexKey(kind, key));
        if (stored) return { entry: stored, duplicate: true };
        return { entry: await write(file, kind, key, record, delivery), duplicate: false };
      }),
    find: (kind, key) => serialise((file) => file.index.get(indexKey(kind, key))),
    close: async () => {
      forget();
      await tail;
      const file = await opening?.catch(() => null);
      opening = null;
      await file?.handle.close();
    },
  };
}

/** The one store for `dir` in this process (one write chain per file). */
export function leadStore(dir: string): LeadStore {
  const stores = processSingleton("lead-stores", () => new Map<string, LeadStore>());
  const path = resolve(dir);
  let store = stores.get(path);
  if (!store) {
    store = createLeadStore(path, () => stores.delete(path));
    stores.set(path, store);
  }
  return store;
}
