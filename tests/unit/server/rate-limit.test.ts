import { clientGroup } from "../../../src/server/http/client";
import { memoryHitCounter } from "../../../src/server/http/hit-counter";

describe("the rate limit's counts in memory", () => {
  it("counts a client's requests in its window, then starts again", async () => {
    let now = 0;
    const counter = memoryHitCounter({ now: () => now });
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push(await counter.hit("a", 10_000, 3));
    expect(hits.map((hit) => hit.count)).toEqual([1, 2, 3]);
    now = 2_500;
    expect(await counter.hit("a", 10_000, 3)).toEqual({ count: 4, resetInMs: 7_500 });
    expect((await counter.hit("b", 10_000, 3)).count).toBe(1);
    now = 10_000;
    expect(await counter.hit("a", 10_000, 3)).toEqual({ count: 1, resetInMs: 10_000 });
  });

  it("forgets clients whose window has ended", async () => {
    let now = 0;
    const counter = memoryHitCounter({ now: () => now });
    for (let i = 0; i < 100; i += 1) await counter.hit(`client-${i}`, 1_000, 5);
    expect(counter.size()).toBe(100);
    now = 1_000;
    await counter.hit("late", 1_000, 5);
    expect(counter.size()).toBe(1);
  });

  it("keeps at most maxClients by dropping the oldest within their limit, never a blocked one", async () => {
    const counter = memoryHitCounter({ maxClients: 50, now: () => 0 });
    for (let i = 0; i < 3; i += 1) await counter.hit("blocked", 60_000, 1);
    for (let i = 0; i < 10_000; i += 1) await counter.hit(`client-${i}`, 60_000, 1);
    expect(counter.size()).toBeLessThanOrEqual(51);
    expect((await counter.hit("blocked", 60_000, 1)).count).toBe(4);
    expect((await counter.hit("client-9999", 60_000, 1)).count).toBe(2);
    expect((await counter.hit("client-0", 60_000, 1)).count).toBe(1);
  });
});

describe("whom a request counts against", () => {
  it("is an IPv4 address as it is, however it is written", () => {
    expect(clientGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(clientGroup("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientGroup(undefined)).toBe("unknown");
  });

  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:A::", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1", "fe80:0:0:0::/64"],
  ])("is an IPv6 address's /64: %s counts as %s", (address, key) => {
    expect(clientGroup(address)).toBe(key);
  });
});
