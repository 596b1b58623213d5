import { clientAddress, createRateLimiter, rateLimitKey } from "../../../src/server/rate-limit";

describe("rate limiter", () => {
  it("allows `limit` requests per window, then says how long to wait", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.check("a").allowed)).toEqual([true, true, true]);
    now = 2_500;
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.check("b").allowed).toBe(true);
    now = 10_000;
    expect(limiter.check("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("never says to wait less than a second", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    limiter.check("a");
    now = 999;
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("forgets clients whose window has ended", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 5, windowMs: 1_000, now: () => now });
    for (let i = 0; i < 100; i += 1) limiter.check(`client-${i}`);
    expect(limiter.size()).toBe(100);
    now = 1_000;
    limiter.check("late");
    expect(limiter.size()).toBe(1);
  });

  it("keeps at most maxClients, dropping the oldest", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 50, now: () => 0 });
    for (let i = 0; i < 500; i += 1) limiter.check(`client-${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(50);
    expect(limiter.check("client-499").allowed).toBe(false);
    expect(limiter.check("client-0").allowed).toBe(true);
  });
});

describe("client address", () => {
  const req = (forwarded?: string) => ({
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
    remoteAddress: "10.0.0.1",
  });

  it("is the socket's address unless the proxy is trusted", () => {
    expect(clientAddress(req("1.2.3.4"), false)).toBe("10.0.0.1");
    expect(clientAddress(req(), true)).toBe("10.0.0.1");
  });

  it("behind a trusted proxy, is the last X-Forwarded-For entry", () => {
    expect(clientAddress(req("6.6.6.6, 203.0.113.9"), true)).toBe("203.0.113.9");
  });

  it("falls back when there is no socket", () => {
    expect(clientAddress({ headers: {} }, false)).toBe("unknown");
  });
});

describe("whom a request counts against", () => {
  it("is an IPv4 address as it is", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("::ffff:203.0.113.9");
  });

  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:A::", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1", "fe80:0:0:0::/64"],
  ])("is an IPv6 address's /64: %s counts as %s", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it("groups a trusted proxy's client the same way", () => {
    const req = {
      headers: { "x-forwarded-for": "2001:db8:9:9:1:2:3:4" },
      remoteAddress: "10.0.0.1",
    };
    expect(clientAddress(req, true)).toBe("2001:db8:9:9::/64");
  });
});
