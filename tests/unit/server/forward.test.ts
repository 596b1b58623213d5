import { createEndpointHandler } from "../../../src/server/http";
import { readStore } from "../../../src/server/lead-store";
import { createRateLimiter } from "../../../src/server/rate-limit";
import type { Env } from "../../../src/server/runtime-env";
import { subscribeEndpoint } from "../../../src/server/subscribe";
import { forwardLead, isRefusal } from "../../../src/server/forward";
import { call, fakeFetch, tempDataDir } from "./fake-http";

const CONVERTKIT: Env = {
  CONVERTKIT_API_KEY: "ck-secret",
  CONVERTKIT_FORM_ID: "42",
  CONVERTKIT_API_URL: "https://convertkit.test/v3/",
};
const MAILCHIMP: Env = {
  MAILCHIMP_API_KEY: "mc-secret",
  MAILCHIMP_AUDIENCE_ID: "aud 1",
  MAILCHIMP_API_URL: "https://mailchimp.test/3.0",
};

const LEAD = {
  email: "ada@example.com",
  name: "Ada King Lovelace",
  company: "Analytical Ltd",
  interest: "saas",
  source: "business_assessment",
  leadMagnet: "scaling-guide",
  assessmentScore: 72,
  tags: ["vip", "uk"],
};

let dir: string;
let cleanup: () => Promise<void>;
let logged: string[];

beforeEach(async () => {
  ({ dir, cleanup } = await tempDataDir());
  logged = [];
});
afterEach(() => cleanup());

function subscribeWith(env: Env, reply: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  const handle = createEndpointHandler(subscribeEndpoint, {
    env: () => ({ LEADS_DATA_DIR: dir, ...env }),
    fetch: fake.fetch,
    log: (message) => void logged.push(message),
    limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
  });
  return { calls: fake.calls, send: () => call(handle, { body: LEAD }) };
}

const stored = async () => (await readStore(dir)).entries;

describe("forwarding a lead to ConvertKit", () => {
  it("posts SPEC §7's payload to {base}/forms/{formId}/subscribe and answers its id", async () => {
    const { calls, send } = subscribeWith(CONVERTKIT, {
      status: 200,
      body: { subscription: { id: 9001 } },
    });
    const res = await send();
    expect(calls).toEqual([
      {
        url: "https://convertkit.test/v3/forms/42/subscribe",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: {
          api_key: "ck-secret",
          email: "ada@example.com",
          first_name: "Ada",
          fields: {
            company: "Analytical Ltd",
            interest: "saas",
            source: "business_assessment",
            lead_magnet: "scaling-guide",
            assessment_score: 72,
          },
          tags: ["vip", "uk"],
        },
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ subscriberId: "9001", message: "Successfully subscribed!" });
    const [entry] = await stored();
    expect(entry?.delivery).toEqual({
      to: "convertkit",
      ok: true,
      status: 200,
      subscriberId: "9001",
    });
    expect(entry?.record).toEqual(LEAD);
  });

  it("prefers ConvertKit when both platforms are configured", async () => {
    const { calls, send } = subscribeWith(
      { ...MAILCHIMP, ...CONVERTKIT },
      { status: 200, body: {} },
    );
    await send();
    expect(calls[0]?.url).toBe("https://convertkit.test/v3/forms/42/subscribe");
  });

  it("answers 422 with the platform's words when it refuses the lead, and still stores it", async () => {
    const { send } = subscribeWith(CONVERTKIT, {
      status: 400,
      body: { error: "Bad request", message: "Email address is on the suppression list" },
    });
    const res = await send();
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({
      error: "Failed to subscribe",
      hint: "Email address is on the suppression list",
    });
    const [entry] = await stored();
    expect(entry?.delivery).toEqual({
      to: "convertkit",
      ok: false,
      status: 400,
      detail: "Email address is on the suppression list",
    });
  });

  it("says 'Unknown error' when a refusal has no words", async () => {
    const res = await subscribeWith(CONVERTKIT, { status: 404 }).send();
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({ error: "Failed to subscribe", hint: "Unknown error" });
  });

  it("answers success when the platform is down: the lead is safe in the store", async () => {
    const res = await subscribeWith(CONVERTKIT, new TypeError("fetch failed")).send();
    expect(res.statusCode).toBe(200);
    const [entry] = await stored();
    expect(res.body).toEqual({ subscriberId: entry?.id, message: "Successfully subscribed!" });
    expect(entry?.delivery).toEqual({
      to: "convertkit",
      ok: false,
      detail: "unreachable: fetch failed",
    });
    expect(logged).toEqual([
      `lead ${entry?.id} stored; convertkit failed: unreachable: fetch failed`,
    ]);
  });

  it.each([500, 503, 429, 408])("answers success and records the failure on %i", async (status) => {
    const res = await subscribeWith(CONVERTKIT, { status, body: { message: "busy" } }).send();
    expect(res.statusCode).toBe(200);
    const [entry] = await stored();
    expect(entry?.delivery).toEqual({
      to: "convertkit",
      ok: false,
      status,
      detail: `answered ${status}: busy`,
    });
  });

  it("replays a refusal for a repeated key, without forwarding again", async () => {
    const fake = fakeFetch({ status: 400, body: { message: "Invalid email" } });
    const handle = createEndpointHandler(subscribeEndpoint, {
      env: () => ({ LEADS_DATA_DIR: dir, ...CONVERTKIT }),
      fetch: fake.fetch,
      log: () => undefined,
      limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    });
    const headers = { "idempotency-key": "k1" };
    const first = await call(handle, { headers, body: LEAD });
    const again = await call(handle, { headers, body: LEAD });
    expect(again.statusCode).toBe(422);
    expect(again.body).toEqual(first.body);
    expect(fake.calls).toHaveLength(1);
  });

  it("gives up after the timeout and says so", async () => {
    const hanging = (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const delivery = await forwardLead(
      { email: "ada@example.com" },
      {
        to: "convertkit",
        config: { platform: "convertkit", apiKey: "k", formId: "1", baseUrl: "https://ck.test" },
      },
      { fetch: hanging, timeoutMs: 20 },
    );
    expect(delivery).toEqual({
      to: "convertkit",
      ok: false,
      detail: "unreachable: no answer within 0.02 s",
    });
    expect(isRefusal(delivery)).toBe(false);
  });
});

describe("forwarding a lead to Mailchimp", () => {
  it("posts SPEC §7's payload with a bearer header to {base}/lists/{audienceId}/members", async () => {
    const { calls, send } = subscribeWith(MAILCHIMP, { status: 200, body: { id: "mc-55" } });
    const res = await send();
    expect(calls).toEqual([
      {
        url: "https://mailchimp.test/3.0/lists/aud%201/members",
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer mc-secret" },
        body: {
          email_address: "ada@example.com",
          status: "subscribed",
          merge_fields: {
            FNAME: "Ada",
            LNAME: "King Lovelace",
            COMPANY: "Analytical Ltd",
            INTEREST: "saas",
            SOURCE: "business_assessment",
            LEADMAGNET: "scaling-guide",
            ASSESSMENT: 72,
          },
          tags: ["vip", "uk"],
        },
      },
    ]);
    expect(res.body).toEqual({ subscriberId: "mc-55", message: "Successfully subscribed!" });
    expect((await stored())[0]?.delivery).toMatchObject({ to: "mailchimp", ok: true });
  });

  it("answers 422 with Mailchimp's detail", async () => {
    const res = await subscribeWith(MAILCHIMP, {
      status: 400,
      body: { title: "Member Exists", detail: "ada@example.com is already a list member" },
    }).send();
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({
      error: "Failed to subscribe",
      hint: "ada@example.com is already a list member",
    });
  });
});

describe("without a complete platform configuration", () => {
  it("stores the lead and calls nobody", async () => {
    const { calls, send } = subscribeWith({}, { status: 200 });
    const res = await send();
    expect(res.statusCode).toBe(200);
    expect(calls).toHaveLength(0);
    expect((await stored())[0]?.delivery).toEqual({ to: "store", ok: true });
  });

  it("notes which settings are missing, and never guesses a URL", async () => {
    const { calls, send } = subscribeWith(
      { CONVERTKIT_API_KEY: "k", CONVERTKIT_FORM_ID: "1" },
      { status: 200 },
    );
    await send();
    expect(calls).toHaveLength(0);
    expect((await stored())[0]?.delivery).toEqual({
      to: "store",
      ok: true,
      detail: "convertkit not used: CONVERTKIT_API_URL missing or invalid",
    });
  });
});
