import { constants } from "node:fs";
import { access, mkdir, open, stat, type FileHandle } from "node:fs/promises";
import { dirname } from "node:path";

interface Waiting {
  data: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface OpenFile {
  handle: FileHandle;
  dev: number;
  ino: number;
  /** The file ends in a partial line (a crash mid-write): the next line starts on a fresh one. */
  needsNewline: boolean;
}

async function syncFolder(dir: string): Promise<void> {
  // A new file's name is only durable once its folder is; not every platform can sync a folder.
  const folder = await open(dir, "r").catch(() => null);
  await folder?.sync().catch(() => undefined);
  await folder?.close();
}

async function endsWithNewline(handle: FileHandle, size: number): Promise<boolean> {
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] === 0x0a;
}

/**
 * An append-only file of lines, each on disk before its append resolves. Lines that arrive while a
 * write is in progress are written together with one fsync (group commit), so many concurrent
 * appends cost about as much disk time as one. Before each write the path is checked: when the file
 * was moved, rotated or deleted, the next lines go to a new file at the path.
 */
export class AppendLog {
  private file: OpenFile | null = null;
  private waiting: Waiting[] = [];
  private writing: Promise<void> | null = null;
  private lastError: unknown = null;

  constructor(readonly path: string) {}

  /** Resolves once the line is written and synced; rejects when it could not be. */
  append(line: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ data: `${line}\n`, resolve, reject });
      this.writing ??= this.drain();
    });
  }

  /** Whether the last write worked and the file (or its folder) may be written now. */
  async writable(): Promise<{ writable: boolean; detail: string }> {
    if (this.lastError) {
      return { writable: false, detail: `last write failed: ${String(this.lastError)}` };
    }
    // The file, or the nearest folder that exists: the first write makes the rest.
    let target = this.path;
    let stats = await stat(target).catch(() => null);
    while (!stats && dirname(target) !== target) {
      target = dirname(target);
      stats = await stat(target).catch(() => null);
    }
    if (target !== this.path && !stats?.isDirectory()) {
      return { writable: false, detail: `${target} is not a folder` };
    }
    return access(target, constants.W_OK).then(
      () => ({ writable: true, detail: this.path }),
      (error: unknown) => ({ writable: false, detail: String(error) }),
    );
  }

  /** Waits for every line handed in so far, then closes the file. */
  async close(): Promise<void> {
    while (this.writing) await this.writing;
    await this.file?.handle.close();
    this.file = null;
  }

  private async drain(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting.splice(0);
      try {
        await this.write(batch.map(({ data }) => data).join(""));
        this.lastError = null;
        for (const { resolve } of batch) resolve();
      } catch (error) {
        this.lastError = error;
        await this.reset();
        for (const { reject } of batch) reject(error);
      }
    }
    this.writing = null;
  }

  private async write(text: string): Promise<void> {
    const file = await this.current();
    const data = Buffer.from(file.needsNewline ? `\n${text}` : text);
    file.needsNewline = true; // until the whole batch is known to be written
    let offset = 0;
    while (offset < data.length) {
      const { bytesWritten } = await file.handle.write(data, offset, data.length - offset);
      offset += bytesWritten;
    }
    await file.handle.datasync();
    file.needsNewline = false;
  }

  /** The open file, opened again when the path now names another file or none. */
  private async current(): Promise<OpenFile> {
    if (this.file) {
      const now = await stat(this.path).catch(() => null);
      if (now && now.dev === this.file.dev && now.ino === this.file.ino) return this.file;
      await this.reset();
    }
    await mkdir(dirname(this.path), { recursive: true });
    const existed = await stat(this.path).then(
      () => true,
      () => false,
    );
    // "a+": every write lands at the end of the file, and the last byte can be read.
    const handle = await open(this.path, "a+", 0o600);
    try {
      const { dev, ino, size } = await handle.stat();
      if (!existed) await syncFolder(dirname(this.path));
      this.file = { handle, dev, ino, needsNewline: !(await endsWithNewline(handle, size)) };
      return this.file;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  private async reset(): Promise<void> {
    const file = this.file;
    this.file = null;
    await file?.handle.close().catch(() => undefined);
  }
}
