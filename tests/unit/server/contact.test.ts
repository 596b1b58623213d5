import { choiceProblem, requiredProblem, WEBSITE_PROBLEM } from "../../../src/lib/leads/fields";
import { contactEndpoint } from "../../../src/server/contact";
import { createEndpointHandler } from "../../../src/server/http";
import { readStore } from "../../../src/server/lead-store";
import { createRateLimiter } from "../../../src/server/rate-limit";
import type { Env } from "../../../src/server/runtime-env";
import { call, fakeFetch, tempDataDir, type FakeRequestInit } from "./fake-http";

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

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await tempDataDir());
});
afterEach(() => cleanup());

function contactWith(env: Env, reply: Parameters<typeof fakeFetch>[0] = { status: 204 }) {
  const fake = fakeFetch(reply);
  const handle = createEndpointHandler(contactEndpoint, {
    env: () => ({ LEADS_DATA_DIR: dir, ...env }),
    fetch: fake.fetch,
    log: () => undefined,
    limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
  });
  return { calls: fake.calls, send: (init: FakeRequestInit) => call(handle, init) };
}

const stored = async () => (await readStore(dir)).entries;

describe("POST /api/contact", () => {
  it("stores the draft and answers with its id and SPEC's title", async () => {
    const res = await contactWith({}).send({ body: { ...DRAFT, extra: "ignored" } });
    expect(res.statusCode).toBe(200);
    const [entry] = await stored();
    expect(res.body).toEqual({ id: entry?.id, message: "Message Sent Successfully!" });
    expect(entry).toMatchObject({
      kind: "contact",
      record: DRAFT,
      delivery: { to: "store", ok: true },
    });
  });

  it.each([
    [{ ...DRAFT, name: "" }, requiredProblem("name").error],
    [{ ...DRAFT, email: "" }, "Email is required"],
    [{ ...DRAFT, email: "ada@" }, "Invalid email format"],
    [{ ...DRAFT, subject: " " }, requiredProblem("subject").error],
    [{ ...DRAFT, message: "" }, requiredProblem("message").error],
    [{ ...DRAFT, website: "analytical" }, WEBSITE_PROBLEM.error],
    [{ ...DRAFT, budget: "a million" }, choiceProblem("budget").error],
    [{ ...DRAFT, phone: 7 }, "Invalid phone"],
  ])("answers 400 for an invalid draft (%#: %s)", async (body, error) => {
    const res = await contactWith({}).send({ body });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ error });
    expect(await stored()).toEqual([]);
  });

  it("posts the draft as JSON to CONTACT_WEBHOOK_URL", async () => {
    const { calls, send } = contactWith({ CONTACT_WEBHOOK_URL: "https://hooks.test/contact" });
    const res = await send({ body: DRAFT });
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([
      {
        url: "https://hooks.test/contact",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: DRAFT,
      },
    ]);
    expect((await stored())[0]?.delivery).toEqual({ to: "webhook", ok: true, status: 204 });
  });

  it.each([
    [{ status: 500 }, { to: "webhook", ok: false, status: 500, detail: "answered 500" }],
    [{ status: 401 }, { to: "webhook", ok: false, status: 401, detail: "answered 401" }],
    [
      new TypeError("fetch failed"),
      { to: "webhook", ok: false, detail: "unreachable: fetch failed" },
    ],
  ])("still answers success when the webhook fails (%#)", async (reply, delivery) => {
    const res = await contactWith(
      { CONTACT_WEBHOOK_URL: "https://hooks.test/contact" },
      reply,
    ).send({
      body: DRAFT,
    });
    expect(res.statusCode).toBe(200);
    expect((await stored())[0]?.delivery).toEqual(delivery);
  });

  it("does not post to a webhook address that is not a web address", async () => {
    const { calls, send } = contactWith({ CONTACT_WEBHOOK_URL: "file:///etc/passwd" });
    await send({ body: DRAFT });
    expect(calls).toHaveLength(0);
    expect((await stored())[0]?.delivery).toEqual({
      to: "store",
      ok: true,
      detail: "CONTACT_WEBHOOK_URL is not a web address",
    });
  });

  it("answers a honeypot with a decoy and stores nothing", async () => {
    const res = await contactWith({}).send({ body: { ...DRAFT, nickname: "x" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), message: "Message Sent Successfully!" });
    expect(await stored()).toEqual([]);
  });

  it("answers a repeated key with the first id", async () => {
    const { calls, send } = contactWith({ CONTACT_WEBHOOK_URL: "https://hooks.test/contact" });
    const headers = { "idempotency-key": "contact-1" };
    const first = await send({ headers, body: DRAFT });
    const again = await send({ headers, body: DRAFT });
    expect(again.body).toEqual(first.body);
    expect(await stored()).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});
