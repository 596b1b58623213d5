import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { startMailCatcher, type MailCatcher } from "../e2e/mail-catcher";
import { zipEntries } from "./zip-entries";

// What ships to Netlify, run by Netlify's own local runtime (scripts/test-netlify.mjs starts it):
// the pages with their headers and rewrites, the /api/* function with PostgreSQL and a real SMTP
// server, and the scheduled function. Nothing here imports the site's source: it asks the runtime.

const BASE = process.env.E2E_NETLIFY_URL ?? "";
const CLI = process.env.E2E_NETLIFY_CLI ?? "";
const DATABASE = process.env.E2E_DATABASE_URL ?? "";
if (!BASE || !CLI || !DATABASE) throw new Error("run with `node scripts/test-netlify.mjs`");
const OWNER = "owner@scalewise.test";

let catcher: MailCatcher;
let db: pg.Client;
beforeAll(async () => {
  catcher = await startMailCatcher(Number(process.env.E2E_NETLIFY_SMTP_PORT));
  db = new pg.Client(DATABASE);
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await catcher.close();
});

interface Raw {
  status: number;
  /** Every header line as sent, names lower-cased: a header sent twice is here twice. */
  lines: [string, string][];
  body: string;
}

/** A GET exactly as a browser would send it, with the headers as the runtime wrote them. */
function get(path: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(`${BASE}${path}`, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        const lines: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          lines.push([(res.rawHeaders[i] ?? "").toLowerCase(), res.rawHeaders[i + 1] ?? ""]);
        }
        resolve({ status: res.statusCode ?? 0, lines, body });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** The `/*` rule of the build's _headers: what every page must carry, once each. */
function documentedHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  let everyPath = false;
  for (const line of readFileSync("public/_headers", "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      everyPath = line.trim() === "/*";
      continue;
    }
    const colon = line.indexOf(":");
    if (everyPath)
      headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return headers;
}

const title = (html: string) => /<title[^>]*>([^<]*)/.exec(html)?.[1] ?? "";

describe("the pages, from Netlify's CDN", () => {
  const documented = documentedHeaders();
  const hashed = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(
    readFileSync("public/index.html", "utf8"),
  )?.[1];

  it("has the security headers documented in docs/security.md to check", () => {
    expect(documented.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "content-security-policy",
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "permissions-policy",
        "x-frame-options",
      ]),
    );
  });

  it.each([
    ["/", 200, "Scalewise"],
    ["/contact", 200, "Contact"],
    ["/blog/scaling-framework", 200, "Scaling"],
    // As the production server: the client-only route's page, which sends the visitor to /blog.
    ["/blog/no-such-post", 200, null],
    ["/no-such-page", 404, "Page Not Found"],
    [hashed ?? "/app.js", 200, null],
  ])("%s answers %i with each header once, as built", async (path, status, words) => {
    const page = await get(path);
    expect(page.status).toBe(status);
    if (words) expect(title(page.body)).toContain(words);
    for (const [name, value] of documented) {
      expect([name, page.lines.filter(([sent]) => sent === name).map(([, v]) => v)]).toEqual([
        name,
        [value],
      ]);
    }
    expect(page.lines.map(([name]) => name)).not.toContain("x-xss-protection");
  });

  it("serves an unknown post the page that sends it on to /blog, as the production server does", async () => {
    const unknown = await get("/blog/no-such-post");
    const clientOnly = readFileSync("public/blog/[...slug]/index.html", "utf8");
    expect(title(unknown.body)).toBe(title(clientOnly));
  });
});

describe("the /api/* function", () => {
  const stored = async (email: string) =>
    (await db.query("SELECT id, record FROM submissions WHERE record->>'email' = $1", [email]))
      .rows;
  const unique = (label: string) => `${label}-${Date.now()}@e2e-mail.co.uk`;

  it("answers /api/health from PostgreSQL, with the security headers", async () => {
    const health = await get("/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true, store: "postgres", writable: true });
    for (const name of ["content-security-policy", "x-content-type-options", "x-frame-options"]) {
      expect(health.lines.map(([sent]) => sent)).toContain(name);
    }
  });

  it("stores a consultation request once and sends the owner's and the visitor's emails", async () => {
    const email = unique("consult");
    const res = await fetch(`${BASE}/api/subscribe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": crypto.randomUUID(),
        origin: BASE,
        referer: `${BASE}/`,
      },
      body: JSON.stringify({
        email,
        name: "Aoife Byrne",
        company: "Byrne Bakeries",
        interest: "automation",
        message: "Within the hour.",
        source: "cta_lead_capture",
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      subscriberId: expect.any(String),
      message: "Successfully subscribed!",
    });
    expect(await stored(email)).toHaveLength(1);
    const owner = await catcher.waitFor(
      (c) => c.to.includes(OWNER) && (c.mail.text ?? "").includes(email),
    );
    const visitor = await catcher.waitFor((c) => c.to.includes(email));
    expect([owner.length, visitor.length]).toEqual([1, 1]);
    expect(visitor[0]?.mail.subject).toBe("We've received your consultation request");
  });

  it("unsubscribes in one click from the link in a visitor's email, and opens its page", async () => {
    const email = unique("leave");
    const signUp = await fetch(`${BASE}/api/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, referer: `${BASE}/` },
      body: JSON.stringify({ email, source: "footer_newsletter" }),
    });
    expect(signUp.status).toBe(200);
    const [welcome] = await catcher.waitFor((c) => c.to.includes(email));
    const header = welcome?.mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
    const link = new URL(/<(https?:[^>]+)>/.exec(header)?.[1] ?? "/");
    const path = `${link.pathname}${link.search}`;
    expect(link.pathname).toBe("/api/unsubscribe");

    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Unsubscribe from our emails?");
    expect(page.body).toContain(`value="${link.searchParams.get("t")}"`);
    const before = await db.query("SELECT count(*)::int AS n FROM suppressions");
    const oneClick = await fetch(`${BASE}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const after = await db.query("SELECT count(*)::int AS n FROM suppressions");
    expect(after.rows[0].n).toBe(before.rows[0].n + 1);
  });

  it("emails a person the link to their data, opens it, and erases them on its form", async () => {
    const email = unique("mine");
    const signUp = await fetch(`${BASE}/api/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, referer: `${BASE}/` },
      body: JSON.stringify({ email, source: "footer_newsletter" }),
    });
    expect(signUp.status).toBe(200);
    const asked = await fetch(`${BASE}/api/my-data`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    const [mail] = await catcher.waitFor(
      (c) => c.to.includes(email) && /^Your data at /.test(c.mail.subject ?? ""),
    );
    const link = new URL(
      /href="(https?:[^"]*\/api\/my-data\?t=[^"]+)"/.exec(String(mail?.mail.html))?.[1] ?? "/",
    );
    const token = link.searchParams.get("t") ?? "";
    const page = await get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`>${email}</`);
    expect(page.body).toContain(`value="${token}"`);

    const erased = await fetch(`${BASE}/api/my-data/erase`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
      body: new URLSearchParams({ t: token, confirm: "erase" }).toString(),
    });
    expect(erased.status).toBe(303);
    expect(erased.headers.get("location")).toBe("/privacy/my-data/erased");
    expect(await stored(email)).toEqual([]);
    const notes = await db.query("SELECT erased_by FROM erasure_notes");
    expect(notes.rows).toContainEqual({ erased_by: "visitor" });
  });

  it("answers a form posted without scripts with a 303 to its thank-you page, its words intact", async () => {
    const email = unique("form");
    const res = await fetch(`${BASE}/api/subscribe`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${BASE}/` },
      body: new URLSearchParams({
        _form: "consultation",
        name: "Aoife Byrne",
        email,
        interest: "saas",
        message: "Two lines\r\nof goals & £",
      }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/thank-you/consultation");
    const [row] = await stored(email);
    expect(row?.record.message).toBe("Two lines\r\nof goals & £");
  });

  it("answers the ROI calculator sent without scripts with its page, at the visitor's figures", async () => {
    const res = await get("/api/calculate/roi?rev=90000&team=10&auto=operations&eff=60&inv=20000");
    expect(res.status).toBe(200);
    const once = (name: string) => res.lines.filter(([sent]) => sent === name).map(([, v]) => v);
    expect(once("cache-control")).toEqual(["no-store"]);
    expect(once("content-security-policy")).toHaveLength(1);
    expect(title(res.body)).toMatch(/AI ROI/);
    // Operations on £90,000 a month: £13,500 more revenue, 864% a year on £20,000.
    expect(res.body).toMatch(/data-figure="additionalRevenue"[^>]*>£13,500</);
    expect(res.body).toMatch(/data-figure="annualROI"[^>]*>864%</);
  });

  it("answers the MRR calculator sent without scripts with /advanced-tools, without scripts", async () => {
    const res = await get("/api/calculate/mrr?mrr=80000&cust=150&acv=600&growth=40&level=advanced");
    expect(res.status).toBe(200);
    const once = (name: string) => res.lines.filter(([sent]) => sent === name).map(([, v]) => v);
    expect(once("cache-control")).toEqual(["no-store"]);
    expect(once("content-security-policy")).toHaveLength(1);
    expect(title(res.body)).toMatch(/Advanced Tools/);
    expect(res.body).not.toMatch(/<script|<noscript/);
    // £80,000 a month growing 40% a year, times 1.6 for advanced automation.
    expect(res.body).toMatch(/data-figure="projectedMRR"[^>]*>£179,200</);
  });

  it("refuses another site's post, and stores nothing", async () => {
    const victim = unique("victim");
    const foreign = await fetch(`${BASE}/api/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://attacker.example" },
      body: JSON.stringify({ email: victim }),
    });
    // The function answers 403 (tests/unit/server/netlify-bridge.test.ts); the local runtime, as
    // it does for every 403 and 404, then looks for a page at the path and answers 404.
    expect([403, 404]).toContain(foreign.status);
    expect(await stored(victim)).toEqual([]);
  });

  it("is packaged with the pages it reads, not the site's scripts, images and compressed twins", () => {
    // Where `netlify serve` leaves what it packaged, as a deploy would upload it.
    const carried = zipEntries(".netlify/functions/api.zip")
      .map((name) => /^public\/(.+)$/.exec(name)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(carried).toEqual(
      expect.arrayContaining(["index.html", "contact/index.html", "_headers", "form-problems.css"]),
    );
    const kinds = new Set(carried.map((name) => /\.[a-z0-9]+$/.exec(name)?.[0] ?? name));
    expect([...kinds].sort()).toEqual([".css", ".html", ".json", "_headers"]);
  });

  it("refuses a body over the limit, in our words", async () => {
    const huge = await fetch(`${BASE}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", message: "x".repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      error: "Request body too large",
      hint: "Send at most 64 KB",
    });
  });
});

/** Runs a scheduled function in the local runtime; resolves with its exit code and output. */
function invoke(name: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const port = new URL(BASE).port;
    const child = spawn(CLI, ["functions:invoke", name, "--offline", "--port", port]);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("close", (exit) => resolve({ code: exit, stdout: out }));
  });
}

describe("the owner's inbox, through the function", () => {
  it("serves its page with its own policy, each header once, and its bundle from the CDN", async () => {
    const page = await get("/inbox/lead/anything");
    expect(page.status).toBe(200);
    const sent = (name: string) => page.lines.filter(([line]) => line === name).map(([, v]) => v);
    expect(sent("content-security-policy")).toEqual([
      expect.stringContaining("script-src 'self';"),
    ]);
    expect(sent("permissions-policy")).toEqual([
      expect.stringContaining("publickey-credentials-get=(self)"),
    ]);
    expect(sent("cache-control")).toEqual(["no-store"]);
    expect(sent("x-robots-tag")).toEqual(["noindex, nofollow"]);
    const script = /<script type="module" src="([^"]+)"/.exec(page.body)?.[1] ?? "";
    expect(script).toMatch(/^\/static\/inbox\/main-\w+\.js$/);
    expect((await get(script)).status).toBe(200);
  });

  it("answers its API from PostgreSQL, whose schema it made: 401 when signed out", async () => {
    const session = await get("/api/inbox/session");
    expect(session.status).toBe(401);
    expect(JSON.parse(session.body)).toMatchObject({ error: "You are not signed in" });
    const { rows } = await db.query<{ exists: boolean }>(
      "SELECT to_regclass('inbox_sessions') IS NOT NULL AS exists",
    );
    expect(rows[0]?.exists).toBe(true);
  });
});

describe("the scheduled functions", () => {
  it("sends a delivery that is owed, and answers 200 with its counts", async () => {
    // Every request's function also sends what is due once it has answered: let those end.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const email = `owed-${Date.now()}@e2e-mail.co.uk`;
    await db.query(
      `WITH s AS (
         INSERT INTO submissions (id, kind, idempotency_key, received_at, record, request_hash)
         VALUES (gen_random_uuid(), 'lead', NULL, now(), $1, 'h') RETURNING id
       )
       INSERT INTO deliveries (submission_id, target, state, attempts, next_attempt_at)
       SELECT id, 'visitor-email', 'pending', 1, now() - interval '1 second' FROM s`,
      [{ email, source: "footer_newsletter" }],
    );
    const { code, stdout } = await invoke("send-owed-deliveries");
    // functions:invoke exits 0 whatever the function answered: its output is the verdict.
    expect(code).toBe(0);
    expect(JSON.parse(stdout.trim())).toEqual({ tried: 1, delivered: 1, givenUp: 0 });
    const mails = await catcher.waitFor((c) => c.to.includes(email));
    expect(mails).toHaveLength(1);
  }, 120_000);

  it("purges what the retention rules no longer let us keep, and keeps the rest", async () => {
    const old = `purged-${Date.now()}@e2e-mail.co.uk`;
    const recent = `kept-${Date.now()}@e2e-mail.co.uk`;
    for (const [email, age] of [
      [old, "3 years"],
      [recent, "1 day"],
    ]) {
      await db.query(
        `INSERT INTO submissions (id, kind, idempotency_key, received_at, record, request_hash)
         VALUES (gen_random_uuid(), 'contact', NULL, now() - $2::interval, $1, 'h')`,
        [{ email, message: "Hello" }, age],
      );
    }
    const { code, stdout } = await invoke("purge");
    expect(code).toBe(0);
    expect(JSON.parse(stdout.trim())).toMatchObject({ submissions: { enquiry: 1 } });
    const { rows } = await db.query<{ email: string }>(
      "SELECT record->>'email' AS email FROM submissions WHERE record->>'email' = ANY($1)",
      [[old, recent]],
    );
    expect(rows.map((row) => row.email)).toEqual([recent]);
  }, 120_000);
});
