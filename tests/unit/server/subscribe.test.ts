import { readStore } from "../../../src/server/lead-store";
import { createEndpointHandler, FUNCTION_CONFIG, type HandlerDeps } from "../../../src/server/http";
import { createRateLimiter } from "../../../src/server/rate-limit";
import { subscribeEndpoint } from "../../../src/server/subscribe";
import type { Env } from "../../../src/server/runtime-env";
import { call, fakeFetch, tempDataDir, type FakeRequestInit } from "./fake-http";

let dir: string;
let cleanup: () => Promise<void>;
let logged: string[];

beforeEach(async () => {
  ({ dir, cleanup } = await tempDataDir());
  logged = [];
});
afterEach(() => cleanup());

function handler(env: Env = {}, deps: Partial<HandlerDeps> = {}) {
  return createEndpointHandler(subscribeEndpoint, {
    env: () => ({ LEADS_DATA_DIR: dir, ...env }),
    fetch: fakeFetch(new Error("no platform in this test")).fetch,
    log: (message) => void logged.push(message),
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    ...deps,
  });
}

const subscribe = (init: FakeRequestInit, env?: Env, deps?: Partial<HandlerDeps>) =>
  call(handler(env, deps), init);

const stored = async () => (await readStore(dir)).entries;

describe("POST /api/subscribe: the pipeline", () => {
  it("answers 200 with the stored entry's id and SPEC's message", async () => {
    const res = await subscribe({ body: { email: "ada@example.com", name: "Ada Lovelace" } });
    expect(res.statusCode).toBe(200);
    const entries = await stored();
    expect(entries).toHaveLength(1);
    expect(res.body).toEqual({ subscriberId: entries[0]?.id, message: "Successfully subscribed!" });
    expect(entries[0]).toMatchObject({
      kind: "lead",
      idempotencyKey: null,
      record: { email: "ada@example.com", name: "Ada Lovelace" },
      delivery: { to: "store", ok: true },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it.each(["GET", "PUT", "DELETE", "OPTIONS"])(
    "refuses %s with 405 and Allow: POST",
    async (method) => {
      const res = await subscribe({ method });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe("POST");
      expect(res.body).toEqual({ error: "Method not allowed", hint: "Send the form with POST" });
      expect(await stored()).toEqual([]);
    },
  );

  it.each([
    ["text/plain", 415],
    ["application/x-www-form-urlencoded", 415],
    ["multipart/form-data; boundary=x", 415],
    ["application/json; charset=iso-8859-1", 415],
    ["application/json; charset=UTF-8", 200],
    ["Application/JSON", 200],
  ])("content type %s answers %i", async (type, status) => {
    const res = await subscribe({
      headers: { "content-type": type },
      body: { email: "ada@example.com" },
    });
    expect(res.statusCode).toBe(status);
    if (status === 415) {
      expect(res.body).toEqual({
        error: "Unsupported content type",
        hint: "Send the body as application/json (UTF-8)",
      });
    }
  });

  it("refuses a missing content type with 415", async () => {
    const res = await subscribe({ headers: { "content-type": undefined } });
    expect(res.statusCode).toBe(415);
  });

  it("answers 413 for a body over 16 KB, read as a stream without a length", async () => {
    const chunk = Buffer.alloc(4096, " ");
    const res = await subscribe({
      body: [Buffer.from('{"email":"a@example.com","x":"'), ...Array(5).fill(chunk)],
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ error: "Request body too large", hint: "Send at most 16 KB" });
    expect(await stored()).toEqual([]);
  });

  it("answers 413 at once when the declared length is over the limit", async () => {
    const res = await subscribe({
      headers: { "content-length": "20000" },
      body: { email: "a@example.com" },
    });
    expect(res.statusCode).toBe(413);
  });

  it("takes the limit from LEADS_BODY_LIMIT_BYTES", async () => {
    const body = { email: "ada@example.com", name: "A".repeat(100) };
    expect((await subscribe({ body }, { LEADS_BODY_LIMIT_BYTES: "64" })).statusCode).toBe(413);
    expect((await subscribe({ body }, { LEADS_BODY_LIMIT_BYTES: "1024" })).statusCode).toBe(200);
  });

  it.each(['{"email": "a@example.com"', "", "email=a@example.com", "\u00ff"])(
    "answers 400 for malformed JSON %j",
    async (body) => {
      const res = await subscribe({ body });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({
        error: "Malformed JSON",
        hint: "The request body is not valid JSON",
      });
    },
  );

  it("answers 400 for bytes that are not UTF-8", async () => {
    const res = await subscribe({ body: [Buffer.from([0x7b, 0xff, 0xfe, 0x7d])] });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{}, "Email is required", "Missing email address"],
    [{ email: "   " }, "Email is required", "Missing email address"],
    [{ email: "not an email" }, "Invalid email format", "Email format is invalid"],
    [{ email: "ada@example" }, "Invalid email format", "Email format is invalid"],
  ])("answers 400 with SPEC's words for %j", async (body, error, hint) => {
    const res = await subscribe({ body });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ error, hint });
    expect(await stored()).toEqual([]);
  });

  it.each([
    [[1, 2], "Invalid request body"],
    ["just a string", "Invalid request body"],
    [{ email: "a@example.com", name: 42 }, "Invalid name"],
    [{ email: "a@example.com", tags: "vip" }, "Invalid tags"],
    [{ email: "a@example.com", assessmentScore: "high" }, "Invalid assessmentScore"],
    [{ email: "a@example.com", source: "billboard" }, "Invalid source"],
  ])("answers 400 for wrong types: %j", async (body, error) => {
    const res = await subscribe({ body: JSON.stringify(body) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ error });
    expect(Object.keys(res.body as object).sort()).toEqual(["error", "hint"]);
  });

  it("stores only the known fields of the lead record", async () => {
    const res = await subscribe({
      body: {
        email: " ada@example.com ",
        source: "footer_newsletter",
        isAdmin: true,
        __proto__x: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await stored();
    expect(entry?.record).toEqual({ email: "ada@example.com", source: "footer_newsletter" });
  });

  it("answers 429 with Retry-After once a client passes the limit, per client", async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    const send = handler({}, { limiter });
    const body = { email: "ada@example.com" };
    expect((await call(send, { body })).statusCode).toBe(200);
    expect((await call(send, { body })).statusCode).toBe(200);
    now += 15_000;
    const refused = await call(send, { body });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("45");
    expect(refused.body).toEqual({
      error: "Too many requests",
      hint: "Please try again in 45 seconds",
    });
    expect((await call(send, { body, ip: "198.51.100.7" })).statusCode).toBe(200);
    now += 45_000;
    expect((await call(send, { body })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(4);
  });

  it("reads the limit from LEADS_RATE_LIMIT when no limiter is given", async () => {
    const send = handler(
      { LEADS_RATE_LIMIT: "1", LEADS_RATE_WINDOW_MS: "5000" },
      { limiter: undefined },
    );
    const body = { email: "ada@example.com" };
    expect((await call(send, { body, ip: "192.0.2.50" })).statusCode).toBe(200);
    const refused = await call(send, { body, ip: "192.0.2.50" });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(5);
  });

  it("answers a filled honeypot with a plausible success and stores nothing", async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: { subscription: { id: 1 } } });
    const res = await subscribe(
      { body: { email: "bot@example.com", nickname: "buy now" } },
      {
        CONVERTKIT_API_KEY: "k",
        CONVERTKIT_FORM_ID: "1",
        CONVERTKIT_API_URL: "https://ck.test/v3",
      },
      { fetch },
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      subscriberId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: "Successfully subscribed!",
    });
    expect(calls).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it("treats an empty honeypot as a person", async () => {
    const res = await subscribe({ body: { email: "ada@example.com", nickname: "" } });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it("answers 500 without details when something breaks, and logs it", async () => {
    const res = await subscribe(
      { body: { email: "ada@example.com" } },
      { LEADS_DATA_DIR: "/dev/null/cannot" },
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({
      error: "Something went wrong",
      hint: "Please try again in a moment",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/ENOTDIR|at |\/dev\/null/);
    expect(logged).toEqual(["lead request failed"]);
  });

  it("exports a config that keeps Gatsby's body parsers off the stream", () => {
    for (const parser of ["json", "text", "raw", "urlencoded"] as const) {
      expect(FUNCTION_CONFIG.bodyParser?.[parser]?.type).toBe("application/vnd.scalewise.never");
    }
  });
});

describe("POST /api/subscribe: idempotency", () => {
  const body = { email: "ada@example.com" };

  it("answers a repeated key with the first subscriberId and stores nothing new", async () => {
    const send = handler();
    const headers = { "idempotency-key": "abc-123" };
    const first = await call(send, { headers, body });
    const again = await call(send, { headers, body: { email: "changed@example.com" } });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    const entries = await stored();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      idempotencyKey: "abc-123",
      record: { email: "ada@example.com" },
    });
  });

  it("stores one line for 50 concurrent requests with the same key", async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: { subscription: { id: 777 } } });
    const send = handler(
      {
        CONVERTKIT_API_KEY: "k",
        CONVERTKIT_FORM_ID: "1",
        CONVERTKIT_API_URL: "https://ck.test/v3",
      },
      { fetch },
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(send, { headers: { "idempotency-key": "same" }, body }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((res) => JSON.stringify(res.body)))).toEqual(
      new Set([JSON.stringify({ subscriberId: "777", message: "Successfully subscribed!" })]),
    );
    expect(await stored()).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it("stores every request that has no key", async () => {
    const send = handler();
    await call(send, { body });
    await call(send, { body });
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
    const send = handler();
    const headers = { "idempotency-key": "retry-me" };
    expect((await call(send, { headers, body: { email: "nope" } })).statusCode).toBe(400);
    expect((await call(send, { headers, body })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});
