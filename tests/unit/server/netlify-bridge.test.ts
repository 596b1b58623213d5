import fc from "fast-check";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import api, { config } from "../../../netlify/functions/api.mjs";
import { stopOnNetlify } from "../../../src/server/netlify-bridge";
import { PostgresStore } from "../../../src/server/store/postgres";
import { CPU_BOUND_MS, cpuMs } from "./cpu-time";
import { listAll } from "./harness";
import { postgresForTests } from "./postgres";
import { writeFixtureSite } from "./site-fixture";
import { startMailCatcher } from "../../e2e/mail-catcher";

// The Netlify function as its runtime calls it: a web Request and a context, handed to the same
// Fastify app as the production server, with PostgreSQL. The packaged function in Netlify's own
// runtime is the netlify gate's (scripts/test-netlify.mjs).

const postgres = postgresForTests();
const SAVED = { ...process.env };
let waited: Promise<unknown>[];
const context = (ip = "198.51.100.7") => ({
  ip,
  waitUntil: (work: Promise<unknown>) => void waited.push(work),
});
const SITE = "https://studio.example";

beforeEach(() => {
  waited = [];
});
afterEach(async () => {
  await stopOnNetlify();
  process.env = { ...SAVED };
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });

it("answers /api/* and the owner's inbox only", () => {
  expect(config).toEqual({ path: ["/api/*", "/inbox", "/inbox/*"] });
});

it("stores a lead, answers, then sends its emails while the instance is kept", async () => {
  const catcher = await startMailCatcher();
  const url = await postgres.freshDatabase();
  process.env = {
    ...SAVED,
    NETLIFY: "true",
    DATABASE_URL: url,
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@scalewise.studio>",
    OWNER_EMAIL: "owner@scalewise.test",
  };
  try {
    const lead = { email: "reader@example.co.uk", name: "Ada", source: "cta_lead_capture" };
    const res = await api(
      post("/api/subscribe", JSON.stringify(lead), { origin: SITE }),
      context(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      subscriberId: expect.any(String),
      message: "Successfully subscribed!",
    });
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
    const mails = await catcher.waitFor(() => true, 2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      ["owner@scalewise.test"],
      ["reader@example.co.uk"],
    ]);
    const store = new PostgresStore({ url, poolSize: 1 });
    const [stored] = await listAll(store);
    await store.close();
    expect(stored?.deliveries.map((d) => d.state)).toEqual(["delivered", "delivered"]);
  } finally {
    await stopOnNetlify();
    await catcher.close();
  }
}, 30_000);

it("answers a form with a 303, refuses another site's post, and counts the visitor Netlify saw", async () => {
  process.env = {
    ...SAVED,
    NETLIFY: "true",
    DATABASE_URL: await postgres.freshDatabase(),
    LEADS_RATE_LIMIT: "1",
  };
  const form = new Request(`${SITE}/api/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
    body: "_form=footer-newsletter&email=a%40b.co",
  });
  const sent = await api(form, context());
  expect(sent.status).toBe(303);
  expect(sent.headers.get("location")).toBe("/thank-you/newsletter");

  const foreign = await api(
    post("/api/subscribe", '{"email":"v@x.co"}', { origin: "https://attacker.example" }),
    context("203.0.113.1"),
  );
  expect(foreign.status).toBe(403);

  // The same visitor again, whatever X-Forwarded-For it claims: over its limit of one.
  const again = await api(
    post("/api/subscribe", '{"email":"c@x.co"}', { "x-forwarded-for": "192.0.2.55" }),
    context(),
  );
  expect(again.status).toBe(429);
  const other = await api(post("/api/subscribe", '{"email":"d@x.co"}'), context("192.0.2.99"));
  expect(other.status).toBe(200);
});

it("answers 503 without a database, and says so on /api/health", async () => {
  process.env = { ...SAVED, NETLIFY: "true", DATABASE_URL: "", NETLIFY_DATABASE_URL: "" };
  const res = await api(post("/api/subscribe", '{"email":"a@b.co"}'), context());
  expect(res.status).toBe(503);
  const health = await api(new Request(`${SITE}/api/health`), context());
  expect(health.status).toBe(503);
});

it("answers whatever path, method, headers and body a visitor sends below 500, within a few ms of CPU", async () => {
  // The pages the function carries: the server tests' built site, and the inbox's manifest.
  const site = await writeFixtureSite();
  await mkdir(join(site.dir, "static/inbox"), { recursive: true });
  await writeFile(
    join(site.dir, "static/inbox/manifest.json"),
    JSON.stringify({ script: "/static/inbox/inbox-1.js", styles: [] }),
  );
  process.env = {
    ...SAVED,
    NETLIFY: "true",
    DATABASE_URL: await postgres.freshDatabase(),
    LEADS_RATE_LIMIT: "100000",
    PUBLIC_DIR: site.dir,
  };
  // The first request builds the app, once per instance.
  expect((await api(new Request(`${SITE}/api/health`), context())).status).toBe(200);
  const printable = fc.string({ maxLength: 200 }).map((text) => text.replace(/[^\x20-\x7e]/g, ""));
  const visitorRequest = fc.record({
    method: fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"),
    root: fc.constantFrom("/api/", "/inbox/", "/inbox"),
    segments: fc.array(fc.oneof(fc.webSegment(), printable.map(encodeURIComponent)), {
      maxLength: 4,
    }),
    headers: fc.dictionary(
      fc.constantFrom(
        "content-type",
        "cookie",
        "origin",
        "host",
        "forwarded",
        "x-forwarded-for",
        "x-forwarded-host",
        "x-forwarded-proto",
        "x-csrf-token",
        "accept-encoding",
      ),
      printable,
    ),
    body: fc.string({ maxLength: 4000 }),
  });
  await fc.assert(
    fc.asyncProperty(visitorRequest, async ({ method, root, segments, headers, body }) => {
      const path = root === "/inbox" ? root : `${root}${segments.join("/")}`;
      const request = new Request(`${SITE}${path}`, {
        method,
        headers,
        ...(method === "GET" || method === "HEAD" ? {} : { body }),
      });
      const { value: res, ms } = await cpuMs(async () => {
        const answer = await api(request, context());
        await answer.arrayBuffer();
        return answer;
      });
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(500);
      expect(ms).toBeLessThan(CPU_BOUND_MS);
    }),
    { numRuns: 150 },
  );
  await site.remove();
}, 60_000);
