import { appendFile, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { leadStore, readStore, STORE_FILE, type Delivery } from "../../../src/server/lead-store";
import { tempDataDir } from "./fake-http";

const STORED: Delivery = { to: "store", ok: true };

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await tempDataDir());
});
afterEach(() => cleanup());

const fileText = () => readFile(join(dir, STORE_FILE), "utf8");

describe("lead store", () => {
  it("appends one JSON line per entry in the documented shape", async () => {
    const entry = await leadStore(dir).append("lead", { email: "ada@example.com" }, STORED);
    const lines = (await fileText()).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("");
    expect(JSON.parse(lines[0] ?? "")).toEqual({
      kind: "lead",
      id: entry.id,
      idempotencyKey: null,
      receivedAt: entry.receivedAt,
      record: { email: "ada@example.com" },
      delivery: { to: "store", ok: true },
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(entry.receivedAt).toISOString()).toBe(entry.receivedAt);
  });

  it("creates the folder and a file only its owner can read", async () => {
    const nested = join(dir, "nested", "deeper");
    const store = leadStore(nested);
    await store.append("contact", { name: "Ada" }, STORED);
    const { mode } = await stat(join(nested, STORE_FILE));
    expect(mode & 0o077).toBe(0);
    await store.close();
  });

  it("keeps 200 concurrent appends as 200 whole, distinct lines", async () => {
    const store = leadStore(dir);
    const entries = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        store.append(
          "lead",
          { email: `lead${i}@example.com`, message: "x".repeat(i * 20) },
          STORED,
        ),
      ),
    );
    const { entries: read, skipped } = await readStore(dir);
    expect(skipped).toBe(0);
    expect(read).toHaveLength(200);
    expect(new Set(read.map((entry) => entry.id))).toEqual(new Set(entries.map((e) => e.id)));
    expect((await fileText()).split("\n").filter(Boolean)).toHaveLength(200);
  });

  it("stores a key once, even when the same key arrives 50 times at once", async () => {
    const store = leadStore(dir);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.appendOnce("lead", "key-1", { email: `try${i}@example.com` }, STORED),
      ),
    );
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
    const { entries } = await readStore(dir);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.idempotencyKey).toBe("key-1");
    expect(await store.find("lead", "key-1")).toEqual(entries[0]);
  });

  it("scopes keys by kind", async () => {
    const store = leadStore(dir);
    await store.appendOnce("lead", "same", { email: "a@example.com" }, STORED);
    const contact = await store.appendOnce("contact", "same", { name: "A" }, STORED);
    expect(contact.duplicate).toBe(false);
    expect((await readStore(dir)).entries).toHaveLength(2);
  });

  it("remembers keys across restarts by loading them from the file", async () => {
    const first = await leadStore(dir).appendOnce("lead", "k", { email: "a@example.com" }, STORED);
    await leadStore(dir).close();
    const again = await leadStore(dir).appendOnce("lead", "k", { email: "b@example.com" }, STORED);
    expect(again).toEqual({ entry: first.entry, duplicate: true });
    expect((await readStore(dir)).entries).toHaveLength(1);
  });

  it("repairs a file whose last line was cut short and skips that line when reading", async () => {
    const good = await leadStore(dir).append("lead", { email: "a@example.com" }, STORED);
    await leadStore(dir).close();
    await appendFile(join(dir, STORE_FILE), '{"kind":"lead","id":"cut-sh');
    expect((await readStore(dir)).endsWithNewline).toBe(false);

    const next = await leadStore(dir).append("lead", { email: "b@example.com" }, STORED);
    const lines = (await fileText()).split("\n");
    expect(lines[1]).toBe('{"kind":"lead","id":"cut-sh');
    expect(JSON.parse(lines[2] ?? "")).toMatchObject({ id: next.id });

    const readout = await readStore(dir);
    expect(readout.skipped).toBe(1);
    expect(readout.entries.map((entry) => entry.id)).toEqual([good.id, next.id]);
    expect(readout.endsWithNewline).toBe(true);
  });

  it("skips lines that are JSON but not records, and ignores blank lines", async () => {
    const valid = JSON.stringify({
      kind: "lead",
      id: "1",
      idempotencyKey: null,
      receivedAt: "2025-01-01T00:00:00.000Z",
      record: {},
      delivery: { to: "store", ok: true },
    });
    const wrongKind = valid.replace('"lead"', '"order"');
    const badDelivery = valid.replace('"to":"store"', '"to":"fax"');
    await writeFile(join(dir, STORE_FILE), `${valid}\n\n[1,2]\n${wrongKind}\n${badDelivery}\n`);
    const readout = await readStore(dir);
    expect(readout.entries).toHaveLength(1);
    expect(readout.skipped).toBe(3);
  });

  it("reports a missing store without creating it", async () => {
    const readout = await readStore(join(dir, "nowhere"));
    expect(readout).toMatchObject({ exists: false, entries: [], skipped: 0 });
  });

  it("is one instance per folder", () => {
    expect(leadStore(dir)).toBe(leadStore(join(dir, ".")));
  });
});
