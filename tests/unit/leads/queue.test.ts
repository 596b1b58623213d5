import {
  enqueue,
  flushQueue,
  nextDueAt,
  outcomeForStatus,
  QUEUE_STORAGE_KEY,
  readQueue,
  retryDelay,
  type DeliveryOutcome,
} from "../../../src/browser/leads/queue";
import { memoryStore } from "./fakes";

const item = (key: string) => ({ key, url: "/api/subscribe", body: `{"email":"${key}@b.co"}` });

describe("retry queue", () => {
  it("backs off from 5 s, doubling, up to 30 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(20)).toBe(30 * 60_000);
  });

  it("keeps each key once", () => {
    const store = memoryStore();
    enqueue(store, item("a"), 0);
    enqueue(store, item("a"), 10);
    enqueue(store, item("b"), 20);
    expect(readQueue(store).map((q) => q.key)).toEqual(["a", "b"]);
    expect(nextDueAt(store)).toBe(5_000);
  });

  it("survives a corrupt or foreign value in storage", () => {
    const store = memoryStore();
    store.setItem(QUEUE_STORAGE_KEY, "{not json");
    expect(readQueue(store)).toEqual([]);
    store.setItem(QUEUE_STORAGE_KEY, JSON.stringify([{ key: 1 }, "x", item("ok")]));
    expect(readQueue(store)).toEqual([]);
    enqueue(store, item("c"), 0);
    expect(readQueue(store).map((q) => q.key)).toEqual(["c"]);
  });

  it("sends only what is due, and everything when forced", async () => {
    const store = memoryStore();
    enqueue(store, item("a"), 0);
    const deliver = jest.fn(async (): Promise<DeliveryOutcome> => "delivered");
    await flushQueue(store, deliver, () => 4_999);
    expect(deliver).not.toHaveBeenCalled();
    await flushQueue(store, deliver, () => 4_999, { force: true });
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(readQueue(store)).toEqual([]);
  });

  it("removes delivered and rejected items and keeps the rest with a longer delay", async () => {
    const store = memoryStore();
    for (const key of ["ok", "bad", "later"]) enqueue(store, item(key), 0);
    const outcomes: Record<string, DeliveryOutcome> = {
      ok: "delivered",
      bad: "rejected",
      later: "retry",
    };
    const report = await flushQueue(
      store,
      async (q) => outcomes[q.key] ?? "retry",
      () => 6_000,
    );
    expect(report).toEqual({ delivered: 1, rejected: 1, kept: 1 });
    const [later] = readQueue(store);
    expect(later).toMatchObject({ key: "later", attempts: 2, nextAttemptAt: 6_000 + 10_000 });
  });

  it("keeps an item whose delivery throws, and one queued while the flush ran", async () => {
    const store = memoryStore();
    enqueue(store, item("a"), 0);
    const report = await flushQueue(
      store,
      async () => {
        enqueue(store, item("new"), 1);
        throw new Error("boom");
      },
      () => 10_000,
    );
    expect(report.kept).toBe(2);
    expect(readQueue(store).map((q) => q.key)).toEqual(["a", "new"]);
  });

  it("classifies answers: 2xx delivered, 5xx/408/429 retry, other 4xx rejected", () => {
    expect([200, 201, 204].map(outcomeForStatus)).toEqual(["delivered", "delivered", "delivered"]);
    expect([500, 502, 503, 408, 429].map(outcomeForStatus)).toEqual(Array(5).fill("retry"));
    expect([400, 405, 413, 415, 422].map(outcomeForStatus)).toEqual(Array(5).fill("rejected"));
  });
});
