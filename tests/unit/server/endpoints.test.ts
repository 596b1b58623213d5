import { choiceProblem, requiredProblem, WEBSITE_PROBLEM } from "../../../src/lib/leads/fields";
import { testSites, type Sent, type TestSite } from "./harness";

// Both endpoints on the production server, JSON from the scripts: what they answer and store.

/** The site the test talks to: its block's shared one, or one with the settings it needs. */
let site: TestSite;
const { open, share: shareSite, stored } = testSites((current) => (site = current));

const subscribe = (sent: Sent) => site.post("/api/subscribe", sent);
const LEAD = { email: "ada@example.com", name: "Ada Lovelace", source: "footer_newsletter" };
const DRAFT = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  website: "https://analytical.example",
  subject: "Scaling our agency",
  message: "We would like to talk.",
  budget: "$10,000 - $25,000",
  howHeard: "Referral",
};

describe("POST /api/subscribe", () => {
  shareSite();

  it("stores the lead and answers with its id and the product's message, uncached, nosniff and no page's policy", async () => {
    const res = await subscribe({ body: LEAD });
    expect(res.statusCode).toBe(200);
    const [entry, ...rest] = await stored();
    expect(rest).toEqual([]);
    expect(res.body).toEqual({ subscriberId: entry?.id, message: "Successfully subscribed!" });
    expect(entry).toMatchObject({
      kind: "lead",
      idempotencyKey: null,
      record: LEAD,
      deliveries: [],
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });

  it.each(["GET", "PUT", "DELETE", "PATCH"])(
    "refuses %s with 405 and Allow: POST",
    async (method) => {
      const res = await subscribe({ method, body: method === "GET" ? undefined : LEAD });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe("POST");
      expect(res.body).toEqual({ error: "Method not allowed", hint: "Send the form with POST" });
      expect(await stored()).toEqual([]);
    },
  );

  it.each([
    ["application/json; charset=UTF-8", 200],
    ["Application/JSON", 200],
    ["application/json; charset=iso-8859-1", 415],
    ["text/plain", 415],
  ])("content type %s answers %i", async (type, status) => {
    const res = await subscribe({ headers: { "content-type": type }, body: LEAD });
    expect(res.statusCode).toBe(status);
  });

  it("answers 413 for a body over 64 KB streamed without a length, and stores nothing", async () => {
    const chunk = Buffer.alloc(8192, " ");
    const res = await subscribe({
      body: [Buffer.from('{"email":"a@example.com","x":"'), ...Array(9).fill(chunk)],
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ error: "Request body too large", hint: "Send at most 64 KB" });
    expect(await stored()).toEqual([]);
  });

  it("answers 400 for bytes that are not UTF-8", async () => {
    const res = await subscribe({ body: [Buffer.from([0x7b, 0xff, 0xfe, 0x7d])] });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{}, "Email is required", "Missing email address"],
    [{ email: "   " }, "Email is required", "Missing email address"],
    [{ email: "not an email" }, "Invalid email format", "Email format is invalid"],
    [{ email: "ada@example" }, "Invalid email format", "Email format is invalid"],
    [{ email: `a@${".".repeat(16_000)}@` }, "Invalid email format", "Email format is invalid"],
  ])("answers 400 with the product's words for %j", async (body, error, hint) => {
    const res = await subscribe({ body });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ error, hint });
    expect(await stored()).toEqual([]);
  });

  it("stores only the known fields of the lead record", async () => {
    const res = await subscribe({
      body: { email: " ada@example.com ", source: "footer_newsletter", isAdmin: true },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await stored();
    expect(entry?.record).toEqual({ email: "ada@example.com", source: "footer_newsletter" });
  });

  it("answers a filled honeypot with a plausible success and keeps it as spam, owed nothing", async () => {
    const res = await subscribe({ body: { email: "bot@example.com", hp_5f3a: "buy now" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      subscriberId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: "Successfully subscribed!",
    });
    expect((await stored()).map((one) => [one.record.email, one.deliveries])).toEqual([
      ["bot@example.com", []],
    ]);
  });

  it("treats an empty honeypot as a person", async () => {
    expect((await subscribe({ body: { ...LEAD, hp_5f3a: "" } })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it("says it can store leads", async () => {
    const res = await site.get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ ok: true, store: "sqlite", writable: true });
  });
});

describe("POST /api/subscribe: idempotency", () => {
  shareSite();
  const body = LEAD;

  it("answers a repeated key with the first answer and stores nothing new", async () => {
    const headers = { "idempotency-key": "abc-123" };
    const first = await subscribe({ headers, body });
    const again = await subscribe({ headers, body });
    expect(first.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    const entries = await stored();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ idempotencyKey: "abc-123", record: body });
  });

  it("refuses a used key with a different body with 422, never dropping it silently", async () => {
    const headers = { "idempotency-key": "abc-456" };
    await subscribe({ headers, body });
    const other = await subscribe({ headers, body: { email: "changed@example.com" } });
    expect(other.statusCode).toBe(422);
    expect(other.body).toEqual({
      error: "Idempotency-Key already used",
      hint: "That Idempotency-Key came with a different submission; send a new key for each one",
    });
    expect((await stored()).map((entry) => entry.record.email)).toEqual([body.email]);
  });

  it("stores one submission for 50 concurrent requests with the same key", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => subscribe({ headers: { "idempotency-key": "same" }, body })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(await stored()).toHaveLength(1);
  });

  it("stores every request that has no key", async () => {
    await subscribe({ body });
    await subscribe({ body });
    expect(await stored()).toHaveLength(2);
  });

  it("refuses a key over 100 characters with 400", async () => {
    const res = await subscribe({ headers: { "idempotency-key": "k".repeat(101) }, body });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      error: "Invalid Idempotency-Key",
      hint: "Idempotency-Key can be at most 100 characters",
    });
    const ok = await subscribe({ headers: { "idempotency-key": "k".repeat(100) }, body });
    expect(ok.statusCode).toBe(200);
  });

  it("lets a key whose first request was invalid be used again", async () => {
    const headers = { "idempotency-key": "retry-me" };
    expect((await subscribe({ headers, body: { email: "nope" } })).statusCode).toBe(400);
    expect((await subscribe({ headers, body })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

describe("the rate limit", () => {
  const from = (address: string): Sent => ({ headers: { "x-forwarded-for": address }, body: LEAD });

  it("answers 429 with Retry-After once a client passes the limit, per client", async () => {
    await open({ LEADS_RATE_LIMIT: "2", LEADS_RATE_WINDOW_MS: "60000", LEADS_TRUST_PROXY: "1" });
    expect((await subscribe(from("192.0.2.1"))).statusCode).toBe(200);
    expect((await subscribe(from("192.0.2.1"))).statusCode).toBe(200);
    const refused = await subscribe(from("192.0.2.1"));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(55);
    expect(refused.body).toEqual({
      error: "Too many requests",
      hint: expect.stringMatching(/^Please try again in \d+ seconds$/),
    });
    expect((await subscribe(from("198.51.100.7"))).statusCode).toBe(200);
    expect(await stored()).toHaveLength(3);
  });

  it("counts an IPv6 client by its /64: every address in it shares one limit", async () => {
    await open({ LEADS_RATE_LIMIT: "2", LEADS_TRUST_PROXY: "1" });
    expect((await subscribe(from("2001:db8:1:2::1"))).statusCode).toBe(200);
    expect((await subscribe(from("2001:db8:1:2:ffff:ffff:ffff:ffff"))).statusCode).toBe(200);
    expect((await subscribe(from("2001:0db8:0001:0002:abcd::9"))).statusCode).toBe(429);
    expect((await subscribe(from("2001:db8:1:3::1"))).statusCode).toBe(200);
  });
});

describe("when no store would keep a lead", () => {
  it("answers 503 on a host whose disk does not last and DATABASE_URL is not set", async () => {
    await open({ NETLIFY: "true" });
    const res = await subscribe({ body: LEAD });
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual({
      error: "Lead storage not configured",
      hint: "This site cannot keep leads yet; please email us instead",
    });
    const health = await site.get("/api/health");
    expect(health.statusCode).toBe(503);
    expect(health.body).toEqual({ ok: false, store: "none", writable: false });
  });

  it("answers 503 without details when the store cannot be written, and logs why", async () => {
    await open({ LEADS_DATA_DIR: "/dev/null/cannot" });
    const res = await subscribe({ body: LEAD });
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual({
      error: "We could not keep your details just now",
      hint: "Please try again in a moment",
    });
    expect(res.text).not.toMatch(/ENOTDIR|\/dev\/null/);
    expect(site.logged).toEqual(["lead: the store did not take the submission"]);
    expect((await site.get("/api/health")).statusCode).toBe(503);
  });
});

describe("POST /api/contact", () => {
  shareSite();
  const contact = (body: object) => site.post("/api/contact", { body });

  it("stores the draft and answers with its id and the product's title", async () => {
    const res = await contact({ ...DRAFT, extra: "ignored" });
    expect(res.statusCode).toBe(200);
    const [entry] = await stored();
    expect(res.body).toEqual({ id: entry?.id, message: "Message Sent Successfully!" });
    expect(entry).toMatchObject({ kind: "contact", record: DRAFT, deliveries: [] });
  });

  it("takes a 5,000-character message in any script", async () => {
    for (const letter of ["é", "山", "😀", "ب"]) {
      const res = await contact({ ...DRAFT, message: letter.repeat(5000) });
      expect(res.statusCode).toBe(200);
    }
    expect(await stored()).toHaveLength(4);
  });

  it.each([
    [{ ...DRAFT, name: "" }, requiredProblem("name").error],
    [{ ...DRAFT, email: "ada@" }, "Invalid email format"],
    [{ ...DRAFT, subject: " " }, requiredProblem("subject").error],
    [{ ...DRAFT, message: "" }, requiredProblem("message").error],
    [{ ...DRAFT, website: "analytical" }, WEBSITE_PROBLEM.error],
    [{ ...DRAFT, budget: "lots" }, choiceProblem("budget").error],
  ])("refuses %j with the form's own message", async (body, error) => {
    const res = await contact(body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ error });
    expect(await stored()).toEqual([]);
  });

  it("marks a message for the webhook when one is set", async () => {
    await open({ CONTACT_WEBHOOK_URL: "http://127.0.0.1:9/hook" });
    expect((await contact(DRAFT)).statusCode).toBe(200);
    const [entry] = await stored();
    expect(entry?.deliveries).toEqual([
      expect.objectContaining({ target: "webhook", state: expect.any(String) }),
    ]);
  });
});
