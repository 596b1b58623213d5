import fc from "fast-check";
import { request, type IncomingMessage } from "node:http";
import { parse } from "node-html-parser";
import { CPU_BOUND_MS, cpuMs } from "./cpu-time";
import { testSites, type TestSite } from "./harness";

// The production app as an attacker meets it: every finding of the hostile review, and properties
// over whatever a client can send (bodies up to the limit, paths, headers). Time bounds are on
// this process's CPU, generous against a real request's cost, and far below the seconds the old
// hand-written parser took.

/** The site the running test talks to: its block's shared one, or one started for it. */
let site: TestSite;
const { open, share: shareSite, stored } = testSites((current) => (site = current));

const LIMIT = 64 * 1024;
const FORM = "application/x-www-form-urlencoded";

describe("bodies up to the limit", () => {
  // Warm: the first request of a process also compiles the code it runs.
  shareSite(async (shared) => {
    await shared.post("/api/contact", { headers: { "content-type": FORM }, body: "a=b" });
    await shared.post("/api/contact", { body: {} });
  });

  it.each([
    ["one repeated field name", "a&".repeat(LIMIT / 2 - 1)],
    ["one repeated pair", "a=b&".repeat(LIMIT / 4 - 1)],
    ["distinct names", Array.from({ length: 6000 }, (_, i) => `n${i}=v`).join("&")],
    ["percent escapes", "%41".repeat(Math.floor((LIMIT - 10) / 3))],
    ["the form field repeated", "_form=contact&".repeat(Math.floor(LIMIT / 14) - 1)],
  ])("a 64 KB form of %s is answered at once, in our words", async (_, body) => {
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    const { value: res, ms } = await cpuMs(() =>
      site.post("/api/contact", { headers: { "content-type": FORM }, body }),
    );
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(ms).toBeLessThan(CPU_BOUND_MS);
  });

  it("no form body up to the limit costs more than a few milliseconds or gives a 5xx", async () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "a",
        "&",
        "=",
        "%",
        "+",
        "_form=contact",
        "email=",
        "%ZZ",
        "%E2%82",
        "\u0000",
      ),
      fc.string({ unit: "grapheme", maxLength: 8 }),
    );
    const body = fc
      .tuple(fc.array(piece, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 4000 }))
      .map(([pieces, times]) => pieces.join("").repeat(times))
      .filter((text) => Buffer.byteLength(text) <= LIMIT);
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom("/api/contact", "/api/subscribe"),
        async (text, path) => {
          const { value: res, ms } = await cpuMs(() =>
            site.post(path, { headers: { "content-type": FORM }, body: text }),
          );
          expect(res.statusCode).toBeLessThan(500);
          expect(ms).toBeLessThan(CPU_BOUND_MS);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("no JSON body up to the limit costs more than a few milliseconds or gives a 5xx", async () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 6 }),
      fc.record({ email: fc.string(), name: fc.string({ unit: "binary" }), message: fc.string() }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.string(), { maxKeys: 2000 }),
    );
    await fc.assert(
      fc.asyncProperty(
        value,
        fc.constantFrom("/api/contact", "/api/subscribe"),
        async (json, path) => {
          const text = JSON.stringify(json) ?? "null";
          fc.pre(Buffer.byteLength(text) <= LIMIT);
          const { value: res, ms } = await cpuMs(() => site.post(path, { body: text }));
          expect(res.statusCode).toBeLessThan(500);
          expect(ms).toBeLessThan(CPU_BOUND_MS);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("refuses half a surrogate pair in any field, in our words", async () => {
    const res = await site.post("/api/subscribe", {
      body: `{"email":"ada@example.com","name":"Ada \\ud800 Lovelace"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      error: "Name contains characters that are not allowed",
      hint: "Remove characters that are not text from name",
    });
    const contact = await site.post("/api/contact", {
      body: `{"name":"Ada","email":"ada@example.com","subject":"Hi","message":"\\udfff"}`,
    });
    expect(contact.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });
});

describe("posts from another site's page", () => {
  shareSite();
  const LEAD = { email: "victim@example.com", source: "footer_newsletter" };

  it.each([
    [{ origin: "https://attacker.example" }],
    [{ origin: "null" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ origin: "http://127.0.0.1.attacker.example" }],
  ])("are refused before anything is read or stored: %j", async (headers) => {
    const res = await site.post("/api/subscribe", { headers, body: LEAD });
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({
      error: "Sent from another site",
      hint: "Please use the form on our own pages",
    });
    const form = await site.post("/api/subscribe", {
      headers: { ...headers, "content-type": FORM },
      body: "_form=footer-newsletter&email=victim%40example.com",
    });
    expect(form.statusCode).toBe(403);
    expect(form.headers["content-type"]).toMatch(/^text\/html/);
    expect(parse(form.text).querySelector(".form-problems-title")?.textContent).toBe(
      "Sent from another site",
    );
    expect(await stored()).toEqual([]);
  });

  it("are taken from our own pages, and from clients that are not browsers", async () => {
    const own = await site.post("/api/subscribe", {
      headers: { origin: site.base, "sec-fetch-site": "same-origin" },
      body: LEAD,
    });
    const bare = await site.post("/api/subscribe", { body: { ...LEAD, email: "b@example.com" } });
    expect([own.statusCode, bare.statusCode]).toEqual([200, 200]);
  });
});

describe("the way back from a refused form", () => {
  shareSite();

  it.each([
    "https://evil.example//evil.example/phish",
    "//evil.example/contact",
    "http://127.0.0.1.evil.example/contact",
    "javascript:alert(1)",
  ])("never links to the page a Referer of %s names", async (referer) => {
    const res = await site.post("/api/subscribe", {
      headers: { "content-type": FORM, referer },
      body: "_form=no-such-form&email=a%40b.co",
    });
    expect(res.statusCode).toBe(400);
    const back = parse(res.text).querySelector("main a");
    expect(back?.textContent).toBe("Go back to the form");
    expect(back?.getAttribute("href")).toBe("/");
  });

  it("links to our own page when the Referer is one", async () => {
    const res = await site.post("/api/subscribe", {
      headers: { "content-type": FORM, referer: `${site.base}/contact` },
      body: "_form=no-such-form&email=a%40b.co",
    });
    expect(parse(res.text).querySelector("main a")?.getAttribute("href")).toBe("/contact");
  });
});

describe("paths", () => {
  shareSite();

  it.each([
    "/%2Fevil.example/",
    "/%5Cevil.example/",
    "//evil.example/",
    "/%2F%2Fevil.example",
    "/%5C%5Cevil.example/x/",
    "/contact%0d%0aSet-Cookie:%20a=b/",
    "/\\evil.example/",
  ])("%s never redirects off the site: it is the 404 page", async (path) => {
    // Sent exactly as written: a URL parser would read "//host" as another host.
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const { port } = new URL(site.base);
      request({ host: "127.0.0.1", port, path }, resolve).on("error", reject).end();
    });
    res.resume();
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("a trailing slash still goes to the page without it", async () => {
    const res = await site.get("/contact/");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/contact");
  });

  it("no path gives a 5xx, and every redirect stays on the site", async () => {
    const segment = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 12 }).map(encodeURIComponent),
      fc.constantFrom(
        "%2F",
        "%5C",
        "/",
        "//",
        "\\",
        "%0d%0a",
        "..",
        "%2e%2e",
        "%00",
        "%FF",
        "?x=1",
      ),
    );
    const path = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join("")}`);
    await fc.assert(
      fc.asyncProperty(path, async (target) => {
        const res = await fetch(`${site.base}${target}`, { redirect: "manual" }).catch(() => null);
        if (!res) return; // a request the client itself refuses to send
        await res.arrayBuffer();
        expect(res.status).toBeLessThan(500);
        const location = res.headers.get("location");
        if (location !== null) {
          expect(new URL(location, site.base).origin).toBe(new URL(site.base).origin);
          expect(location).toMatch(/^\/(?![/\\])/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("no header a client sends to the endpoints gives a 5xx", async () => {
    const text = fc.string({ unit: "binary-ascii", maxLength: 120 }).map((value) =>
      // What fetch will send in a header at all.
      value.replace(/[^\t\x20-\x7e]/g, ""),
    );
    const headers = fc.record(
      {
        origin: fc.oneof(text, fc.constant(site?.base ?? "")),
        referer: text,
        "sec-fetch-site": fc.oneof(text, fc.constantFrom("cross-site", "same-origin", "none")),
        "idempotency-key": text,
        "content-type": fc.oneof(text, fc.constantFrom("application/json", FORM)),
        "x-forwarded-for": text,
        "x-forwarded-proto": text,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(headers, async (sent) => {
        const res = await site.post("/api/subscribe", {
          headers: sent,
          body: { email: "h@example.com" },
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

describe("caching", () => {
  shareSite();

  it("keeps only files named by their content's hash for a year", async () => {
    const cached = async (path: string) => (await site.get(path)).headers["cache-control"];
    expect(await cached("/app-138e5570a156f9029d2b.js")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(await cached("/static/photo-9f8e7d.svg")).toBe("public, max-age=31536000, immutable");
    expect(await cached("/form-problems.css")).toBe("public, max-age=0, must-revalidate");
    expect(await cached("/contact")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent over TLS (as our proxy says), never over plain http", async () => {
    await open({ LEADS_TRUST_PROXY: "1" });
    const overTls = await site.get("/", { "x-forwarded-proto": "https" });
    expect(overTls.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect((await site.get("/")).headers["strict-transport-security"]).toBeUndefined();
  });

  it("is never sent when HSTS=off (a local https setup)", async () => {
    await open({ LEADS_TRUST_PROXY: "1", HSTS: "off" });
    const overTls = await site.get("/", { "x-forwarded-proto": "https" });
    expect(overTls.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is not taken from a client that is not our proxy", async () => {
    await open();
    const claimed = await site.get("/", { "x-forwarded-proto": "https" });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the rate limit", () => {
  it("never forgets a blocked client, however many others come", async () => {
    await open({ LEADS_TRUST_PROXY: "1", LEADS_RATE_LIMIT: "2" });
    const from = (client: string) =>
      site.post("/api/subscribe", {
        headers: { "x-forwarded-for": client },
        body: { email: `${client.replace(/\W/g, "")}@example.com` },
      });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await from("203.0.113.9")).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    for (let i = 0; i < 300; i += 1) await from(`2001:db8:${i.toString(16)}::1`);
    const again = await from("203.0.113.9");
    expect(again.statusCode).toBe(429);
    expect(again.headers["retry-after"]).toMatch(/^\d+$/);
    expect(again.body).toEqual({
      error: "Too many requests",
      hint: expect.stringMatching(/^Please try again in \d+ seconds?$/),
    });
  }, 60_000);
});
