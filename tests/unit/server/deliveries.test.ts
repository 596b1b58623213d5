import { mkdtemp, rm } from "node:fs/promises";
import type { LeadRecord } from "../../../src/lib/leads/lead-record";
import { tmpdir } from "node:os";
import { join } from "node:path";
import footer from "../../../content/data/footer.json";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "../../../src/lib/leads/delivery-rules";
import { attemptDelivery } from "../../../src/server/deliver-http";
import { createOutbox } from "../../../src/server/outbox";
import { readSettings, type Env } from "../../../src/server/settings";
import { SqliteStore } from "../../../src/server/store/sqlite";
import type { DeliveryTarget } from "../../../src/server/store/types";
import { listAll, startSite } from "./harness";
import { startStandIn, type StandIn } from "./platform-stand-in";

// A lead is stored first, then delivered by the outbox to a stand-in platform on loopback; retried
// with back-off, never twice once delivered.

let platform: StandIn;
let dir: string;
let store: SqliteStore;
let clock: number;
let logged: string[];

beforeEach(async () => {
  platform = await startStandIn();
  dir = await mkdtemp(join(tmpdir(), "deliveries-"));
  store = new SqliteStore(dir);
  clock = Date.now() + 1_000;
  logged = [];
});
afterEach(async () => {
  await store.close();
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

const convertkit = (): Env => ({
  CONVERTKIT_API_KEY: "ck-secret",
  CONVERTKIT_FORM_ID: "4242",
  CONVERTKIT_API_URL: `${platform.url}/v3`,
});
const mailchimp = (): Env => ({
  MAILCHIMP_API_KEY: "mc-secret",
  MAILCHIMP_AUDIENCE_ID: "aud1",
  MAILCHIMP_API_URL: `${platform.url}/3.0`,
});

function outbox(env: Env) {
  return createOutbox({
    store,
    attempt: (due) => attemptDelivery(due, readSettings(env), fetch, 1_000),
    log: (message) => void logged.push(message),
    now: () => new Date(clock),
  });
}

const LEAD: LeadRecord = {
  email: "ada@example.com",
  name: "Ada King Lovelace",
  company: "Analytical Ltd",
  interest: "saas",
  source: "cta_lead_capture",
  tags: ["vip"],
};

async function addLead(target: DeliveryTarget, record: LeadRecord = LEAD) {
  return store.add({
    kind: "lead",
    idempotencyKey: null,
    requestHash: "h",
    record,
    targets: [target],
  });
}

const deliveries = async () => (await listAll(store)).map((s) => s.deliveries[0]);

describe("forwarding a stored lead", () => {
  it("sends ConvertKit's payload and records the subscriber id", async () => {
    platform.answer(() => ({ status: 200, body: { subscription: { id: 991 } } }));
    await addLead("convertkit");
    expect(await outbox(convertkit()).runDue()).toEqual({ tried: 1, delivered: 1, givenUp: 0 });
    expect(platform.received).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/v3/forms/4242/subscribe",
        body: {
          api_key: "ck-secret",
          email: "ada@example.com",
          first_name: "Ada",
          fields: {
            company: "Analytical Ltd",
            interest: "saas",
            source: "cta_lead_capture",
            lead_magnet: "",
            assessment_score: "",
          },
          tags: ["vip"],
        },
      }),
    ]);
    expect(await deliveries()).toEqual([
      expect.objectContaining({
        state: "delivered",
        attempts: 1,
        status: 200,
        subscriberId: "991",
      }),
    ]);
  });

  it("does not send a stored lead that today's rules refuse, and says why", async () => {
    // Kept under older rules: a name longer than the form now takes.
    await addLead("convertkit", { ...LEAD, name: "A".repeat(500) });
    const sent = await outbox(convertkit()).runDue();
    expect(sent.delivered).toBe(0);
    expect(platform.received).toEqual([]);
    expect(await deliveries()).toEqual([
      expect.objectContaining({
        state: "pending",
        detail: "the stored lead no longer reads: Name is too long (120 characters at most)",
      }),
    ]);
  });

  it("sends Mailchimp the bearer key and merge fields; an address already listed is delivered", async () => {
    platform.answer(() => ({
      status: 400,
      body: { title: "Member Exists", detail: "ada@example.com is already a list member." },
    }));
    await addLead("mailchimp");
    await outbox(mailchimp()).runDue();
    const [request] = platform.received;
    expect(request?.path).toBe("/3.0/lists/aud1/members");
    expect(request?.headers.authorization).toBe("Bearer mc-secret");
    expect(request?.body).toMatchObject({
      email_address: "ada@example.com",
      status: "subscribed",
      merge_fields: { FNAME: "Ada", LNAME: "King Lovelace", COMPANY: "Analytical Ltd" },
    });
    expect(await deliveries()).toEqual([
      expect.objectContaining({ state: "delivered", detail: "already subscribed" }),
    ]);
  });

  it.each([
    [503, "answered 503"],
    [429, "answered 429"],
    [401, "answered 401: check the settings"],
    [404, "answered 404: check the settings"],
  ])(
    "keeps a lead answered %i pending, to try again in 30 s, and logs why",
    async (status, said) => {
      platform.answer(() => ({ status, body: { message: "platform words" } }));
      await addLead("convertkit");
      await outbox(convertkit()).runDue();
      const [delivery] = await deliveries();
      expect(delivery).toMatchObject({
        state: "pending",
        attempts: 1,
        status,
        nextAttemptAt: new Date(clock + RETRY_DELAYS_MS[0]).toISOString(),
      });
      expect(delivery?.detail).toContain(said);
      expect(logged.join("\n")).toContain(said);
    },
  );

  it("records a refusal (400) for good and never tries it again", async () => {
    platform.answer(() => ({ status: 400, body: { message: "Email address is invalid" } }));
    await addLead("convertkit");
    const box = outbox(convertkit());
    await box.runDue();
    clock += 48 * 3_600_000;
    await box.runDue();
    expect(platform.received).toHaveLength(1);
    expect(await deliveries()).toEqual([
      expect.objectContaining({
        state: "refused",
        detail: "answered 400: Email address is invalid",
      }),
    ]);
  });

  it("never follows a redirect: the key stays with the platform we chose", async () => {
    const elsewhere = await startStandIn();
    try {
      platform.answer(() => ({ status: 307, headers: { Location: `${elsewhere.url}/steal` } }));
      await addLead("convertkit");
      await outbox(convertkit()).runDue();
      expect(elsewhere.received).toEqual([]);
      expect(await deliveries()).toEqual([
        expect.objectContaining({ state: "pending", status: 307 }),
      ]);
    } finally {
      await elsewhere.close();
    }
  });

  it("gives up on a platform that does not answer in time, and tries again later", async () => {
    platform.answer(() => ({ status: 200, hang: true }));
    await addLead("convertkit");
    await outbox(convertkit()).runDue();
    expect(await deliveries()).toEqual([
      expect.objectContaining({ state: "pending", detail: "unreachable: no answer within 1 s" }),
    ]);
  });

  it("delivers each lead exactly once when the platform comes back, even with two workers", async () => {
    await platform.down();
    for (let i = 0; i < 10; i += 1)
      await addLead("convertkit", { ...LEAD, email: `lead${i}@example.com` });
    const first = outbox(convertkit());
    await first.runDue();
    expect((await deliveries()).map((d) => d?.state)).toEqual(Array(10).fill("pending"));
    expect(logged.every((line) => line.includes("unreachable"))).toBe(true);

    await platform.up();
    clock += RETRY_DELAYS_MS[0];
    await Promise.all([first.runDue(), outbox(convertkit()).runDue()]);
    const emails = platform.received.map((r) => (r.body as { email: string }).email).sort();
    expect(emails).toEqual(Array.from({ length: 10 }, (_, i) => `lead${i}@example.com`).sort());
    expect((await deliveries()).map((d) => d?.state)).toEqual(Array(10).fill("delivered"));
    clock += 3_600_000;
    await first.runDue();
    expect(platform.received).toHaveLength(10);
  });

  it("marks a delivery failed once every attempt is used, about four days on", async () => {
    platform.answer(() => ({ status: 500 }));
    await addLead("convertkit");
    const box = outbox(convertkit());
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt += 1) {
      await box.runDue();
      clock += 24 * 3_600_000;
    }
    expect(platform.received).toHaveLength(MAX_ATTEMPTS);
    expect(await deliveries()).toEqual([
      expect.objectContaining({ state: "failed", attempts: MAX_ATTEMPTS }),
    ]);
  });

  it("posts a contact message to the webhook", async () => {
    platform.answer(() => ({ status: 204 }));
    const draft = {
      name: "Ada",
      email: "ada@example.com",
      phone: "",
      website: "",
      subject: "Hi",
      message: "Hello",
      budget: "",
      howHeard: "",
    };
    const { id } = await store.add({
      kind: "contact",
      idempotencyKey: null,
      requestHash: "h",
      record: { ...draft, message: "Hello <!channel> & all" },
      targets: ["webhook"],
    });
    await outbox({ CONTACT_WEBHOOK_URL: `${platform.url}/hook` }).runDue();
    expect(platform.received).toEqual([expect.objectContaining({ path: "/hook" })]);
    // Slack's and Teams' incoming webhooks take { text }; a visitor's <!channel> pings nobody.
    const { text } = platform.received[0]?.body as { text: string };
    expect(text.split("\n")).toEqual([
      "New message from `Ada (ada@example.com)`: `Hi`",
      "```",
      "Hello &lt;!channel&gt; &amp; all",
      "```",
      expect.stringMatching(new RegExp(`^Lead ${id}, \\d+ \\w+ \\d{4} at \\d{2}:\\d{2}$`)),
    ]);
    expect(await deliveries()).toEqual([
      expect.objectContaining({ state: "delivered", status: 204 }),
    ]);
  });
});

describe("a result the store cannot record (a full disk)", () => {
  it("is held, and its delivery not tried again until it is recorded", async () => {
    platform.answer(() => ({ status: 200, body: { subscription: { id: 7 } } }));
    await addLead("convertkit");
    // The store takes the lead but, like a full disk, refuses the line that records its result.
    let diskFull = true;
    const record = store.record.bind(store);
    store.record = async (...args: Parameters<typeof record>) => {
      if (diskFull) throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
      return record(...args);
    };
    const box = outbox(convertkit());
    await box.runDue();
    expect(platform.received).toHaveLength(1);
    for (let i = 0; i < 5; i += 1) {
      clock += 10 * 60_000; // long past any lease
      await box.runDue();
    }
    expect(platform.received).toHaveLength(1);
    expect(logged.filter((line) => line.includes("could not be recorded"))).toHaveLength(1);
    diskFull = false;
    await box.runDue();
    clock += 10 * 60_000;
    await box.runDue();
    expect(platform.received).toHaveLength(1);
    const [stored] = await listAll(store);
    expect(stored?.deliveries[0]).toMatchObject({ state: "delivered", subscriberId: "7" });
  });
});

// Sign-ups forwarded as they come: the platform runs its own confirmation (confirm.test.ts has ours).
const NO_CONFIRMATION = { LEADS_DOUBLE_OPT_IN: "off" };

describe("the running server", () => {
  it("answers the visitor once the lead is stored, then forwards it within moments", async () => {
    platform.answer(() => ({ status: 200, body: { subscription: { id: 5 } } }));
    const site = await startSite({ ...convertkit(), ...NO_CONFIRMATION });
    try {
      const res = await site.post("/api/subscribe", { body: { email: "fast@example.com" } });
      expect(res.statusCode).toBe(200);
      const deadline = Date.now() + 5_000;
      while (!platform.received.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(platform.received).toHaveLength(1);
      expect((res.body as { subscriberId: string }).subscriberId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await site.close();
    }
  });

  it("keeps a sign-up's consent and gives Mailchimp its opt-in time", async () => {
    platform.answer(() => ({ status: 200, body: { id: "m1" } }));
    const site = await startSite({ ...mailchimp(), ...NO_CONFIRMATION });
    try {
      const res = await site.post("/api/subscribe", {
        headers: { referer: `${site.base}/blog/some-post` },
        body: { email: "optin@example.com", source: "footer_newsletter", tags: ["newsletter"] },
      });
      expect(res.statusCode).toBe(200);
      const [stored] = await site.stored();
      expect(stored?.consent).toMatchObject({
        form: "footer_newsletter",
        page: "/blog/some-post",
        at: stored?.receivedAt,
      });
      expect(stored?.consent?.wording).toContain(footer.newsletter.text);
      const deadline = Date.now() + 5_000;
      while (!platform.received.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(platform.received[0]?.body).toMatchObject({ timestamp_opt: stored?.receivedAt });
    } finally {
      await site.close();
    }
  });
});
