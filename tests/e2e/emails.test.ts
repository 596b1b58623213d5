import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import assessment from "../../content/data/assessment.json";
import {
  assessmentReportLead,
  blogNewsletterLead,
  exitPopupLead,
  footerNewsletterLead,
  leadFormLead,
  sidebarMagnetLead,
} from "../../src/lib/leads/form-leads";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/serve.mjs";
import { readStored } from "../../scripts/lib/stored.mjs";
import confirm from "../../content/data/confirm.json";
import myData from "../../content/data/my-data.json";
import unsubscribe from "../../content/data/unsubscribe.json";
import { MY_DATA_LINK_MINUTES } from "../../src/lib/leads/my-data";
import { myDataLink } from "../../src/server/my-data";
import type { PersonData } from "../../src/server/person-data";
import { SqliteStore } from "../../src/server/store/sqlite";
import { VISITOR_MAILS_PER_WINDOW } from "../../src/server/visitor-mail-quota";
import { startMailCatcher, type Caught, type MailCatcher } from "./mail-catcher";
import { DESKTOP, launch } from "./site";

// The emails, with a real SMTP server on loopback: for each form, the owner's email (or the day's
// digest) and the visitor's email, soon after the answer; the documents they link to and attach;
// and the faults: the mail server down, a recipient refused, a hostile address.

const run = promisify(execFile);
const OWNER = "owner@scalewise.test";
const SITE = "https://www.scalewise.studio";

let catcher: MailCatcher;
let server: ProductionServer;
let env: Record<string, string>;
let dataDir: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  dataDir = await mkdtemp(join(tmpdir(), "emails-"));
  env = {
    LEADS_DATA_DIR: dataDir,
    LEADS_RATE_LIMIT: "100000",
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@scalewise.studio>",
    OWNER_EMAIL: OWNER,
    SITE_URL: SITE,
  };
  server = await startProductionServer(env);
}, 60_000);
afterAll(async () => {
  await server.stop();
  await catcher.close();
  await rm(dataDir, { recursive: true, force: true });
});

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e-mail.co.uk`;

async function post(path: string, body: object, key = crypto.randomUUID()) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": key,
      Referer: `${server.baseUrl}/`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { subscriberId?: string; id?: string };
}

const to = (address: string) => (caught: Caught) => caught.to.includes(address);
const about = (text: string) => (caught: Caught) => (caught.mail.text ?? "").includes(text);

/** The site's links in an email resolve on the built site (paths on SITE, asked of this server). */
async function siteLinksResolve(html: string) {
  const paths = [...html.matchAll(/href="https:\/\/www\.scalewise\.studio([^"#]*)"/g)].map(
    (m) => m[1] || "/",
  );
  expect(paths.length).toBeGreaterThan(0);
  for (const path of new Set(paths)) {
    const response = await fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
    expect([path, response.status]).toEqual([path, 200]);
  }
}

function expectParts(caught: Caught | undefined) {
  expect(caught?.mail.html).toBeTruthy();
  expect(caught?.mail.text).toBeTruthy();
  expect(caught?.mail.from?.text).toBe('"Scalewise Studio" <hello@scalewise.studio>');
}

async function pdfText(content: Buffer) {
  const file = join(dataDir, `attachment-${Date.now()}.pdf`);
  await writeFile(file, content);
  const { stdout } = await run(process.execPath, ["scripts/lib/pdf-text.mjs", file]);
  return JSON.parse(stdout) as { pages: number; text: string };
}

describe("each form: the owner told at once, the visitor sent what was promised", () => {
  it("home's consultation request", async () => {
    const email = unique("consult");
    const started = Date.now();
    const { subscriberId } = await post(
      "/api/subscribe",
      leadFormLead({
        name: "Aoife Byrne",
        email,
        company: "Byrne Bakeries",
        interest: "automation",
        message: "We want to answer every enquiry within the hour.",
      }),
    );
    const [owner] = await catcher.waitFor((c) => to(OWNER)(c) && about(email)(c));
    const [visitor] = await catcher.waitFor(to(email));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(owner?.mail.subject).toBe("New consultation request: Aoife Byrne (Byrne Bakeries)");
    expect(owner?.mail.replyTo?.text).toBe(email);
    for (const part of [
      "Byrne Bakeries",
      "AI automation",
      "within the hour",
      `${SITE}/`,
      subscriberId ?? "?",
    ]) {
      expect(owner?.mail.text).toContain(part);
    }
    expectParts(owner);
    expect(visitor?.mail.subject).toBe("We've received your consultation request");
    expect(visitor?.mail.text).toContain("within 24 hours");
    expect(visitor?.mail.text).toContain("because you asked for a consultation");
    expect(visitor?.mail.html).toContain("https://calendly.com/scalewise-studio/strategy-call");
    expectParts(visitor);
  });

  it("the contact form's message", async () => {
    const email = unique("message");
    const { id } = await post("/api/contact", {
      name: "Ciaran Walsh",
      email,
      phone: "+44 28 9000 0000",
      website: "https://walshfurniture.ie",
      subject: "Order automation",
      message: "300 orders a week by phone.",
      budget: "$5,000 - $10,000",
      howHeard: "Referral",
    });
    const [owner] = await catcher.waitFor((c) => to(OWNER)(c) && about(email)(c));
    const [visitor] = await catcher.waitFor(to(email));
    expect(owner?.mail.subject).toBe("New message: Order automation");
    expect(owner?.mail.replyTo?.text).toBe(email);
    expect(owner?.mail.text).toContain(id ?? "?");
    expect(owner?.mail.text).toContain("300 orders a week by phone.");
    expect(visitor?.mail.subject).toBe("We've received your message");
    // Nobody has confirmed the address yet: our words only, nothing the poster typed.
    expect(visitor?.mail.text).toContain("Your message has reached our team");
    expect(visitor?.mail.text).not.toContain("300 orders a week by phone.");
    expect(visitor?.mail.text).not.toContain("Ciaran");
  });

  it("the assessment report: the same report as the results, in the email and the PDF", async () => {
    const email = unique("assessment");
    const band = assessment.bands.find((candidate) => candidate.id === "intermediate");
    await post("/api/subscribe", assessmentReportLead(email, 72, band?.recommendations ?? []));
    const [owner] = await catcher.waitFor((c) => to(OWNER)(c) && about(email)(c));
    const [visitor] = await catcher.waitFor(to(email));
    expect(owner?.mail.subject).toBe("New assessment report request: 72% (Intermediate)");
    expect(visitor?.mail.subject).toBe("Your business assessment report: Intermediate");
    const [attachment] = visitor?.mail.attachments ?? [];
    expect(attachment?.filename).toBe("business-assessment-report.pdf");
    expect(attachment?.contentType).toBe("application/pdf");
    const pdf = await pdfText(attachment?.content ?? Buffer.alloc(0));
    expect(pdf.text).toContain("72%");
    expect(pdf.text).toContain("Intermediate");
    for (const recommendation of band?.recommendations ?? []) {
      expect(visitor?.mail.text).toContain(recommendation);
      expect(pdf.text.replace(/\s+/g, " ")).toContain(
        recommendation.split(" ").slice(0, 4).join(" "),
      );
    }
  });

  it("the exit popup's strategy call", async () => {
    const email = unique("call");
    await post("/api/subscribe", exitPopupLead(email, "strategy-call"));
    const [owner] = await catcher.waitFor((c) => to(OWNER)(c) && about(email)(c));
    const [visitor] = await catcher.waitFor(to(email));
    expect(owner?.mail.subject).toBe(`New strategy call request: ${email}`);
    expect(visitor?.mail.subject).toBe("Your 15-minute strategy call");
  });

  it("the guide and the ROI report: links to the page and the PDF, both on the site", async () => {
    const guide = unique("guide");
    const report = unique("report");
    await post("/api/subscribe", sidebarMagnetLead(guide));
    await post("/api/subscribe", exitPopupLead(report, "roi-report"));
    const [guideMail] = await catcher.waitFor(to(guide));
    const [reportMail] = await catcher.waitFor(to(report));
    expect(guideMail?.mail.subject).toBe("Your copy of The £1M MRR Scaling Guide");
    expect(reportMail?.mail.subject).toBe("Your copy of AI Automation ROI Report");
    expect(guideMail?.mail.html).toContain(`${SITE}/resources/scaling-guide.pdf`);
    await siteLinksResolve(guideMail?.mail.html || "");
    await siteLinksResolve(reportMail?.mail.html || "");
  });

  it("the newsletters: a welcome to the visitor, and the sign-ups in the owner's digest", async () => {
    const footer = unique("footer");
    const blog = unique("blog");
    await post("/api/subscribe", footerNewsletterLead(footer));
    await post("/api/subscribe", blogNewsletterLead(blog));
    const [welcome] = await catcher.waitFor(to(footer));
    expect(welcome?.mail.subject).toBe(
      "Please confirm your subscription to Scalewise Studio's insights",
    );
    expect(welcome?.mail.text).toContain("use the unsubscribe link at the foot of this one");
    await catcher.waitFor(to(blog));
    const { stdout } = await run(process.execPath, ["scripts/server.mjs", "leads", "--digest"], {
      env: { ...process.env, ...env },
    });
    // Sent by the command itself, beside the running server.
    expect(stdout).toMatch(/^Digest of \d+ sign-ups and \d+ erasures? sent\.$/m);
    const [digest] = await catcher.waitFor(
      (c) => to(OWNER)(c) && about(footer)(c) && about(blog)(c),
    );
    expect(digest?.mail.subject).toMatch(/^Sign-ups on \w+, \d+ \w+ \d{4}: \d+ new$/);
    expect(digest?.mail.text).toMatch(/NEWSLETTER \(\d+\)/i);
  });

  it("sends nothing twice for one lead, however often it is retried", async () => {
    const email = unique("once");
    const key = crypto.randomUUID();
    const body = leadFormLead({
      name: "Once Only",
      email,
      company: "",
      interest: "saas",
      message: "",
    });
    await post("/api/subscribe", body, key);
    await post("/api/subscribe", body, key);
    await catcher.waitFor(to(email));
    await run(process.execPath, ["scripts/server.mjs", "leads", "--retry"], {
      env: { ...process.env, ...env },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(catcher.caught.filter(to(email))).toHaveLength(1);
    expect(catcher.caught.filter((c) => to(OWNER)(c) && about(email)(c))).toHaveLength(1);
  });
});

describe("unsubscribing (RFC 8058)", () => {
  /** The https link of an email's List-Unsubscribe header, and its mailto. */
  function unsubscribeHeader(caught: Caught | undefined) {
    const lines = caught?.mail.headerLines ?? [];
    const line = (name: string) =>
      lines.find((header) => header.key === name)?.line.replace(/^[^:]+:\s*/, "") ?? "";
    const links = [...line("list-unsubscribe").matchAll(/<([^>]+)>/g)].map((m) => m[1] ?? "");
    return {
      url: links.find((link) => link.startsWith(`${SITE}/`)) ?? "",
      mailto: links.find((link) => link.startsWith("mailto:")) ?? "",
      post: line("list-unsubscribe-post"),
    };
  }

  it("every visitor email offers one click; a mail app's POST stops every later email", async () => {
    const email = unique("one-click");
    await post("/api/subscribe", footerNewsletterLead(email));
    const [welcome] = await catcher.waitFor(to(email));
    const header = unsubscribeHeader(welcome);
    expect(header.post).toBe("List-Unsubscribe=One-Click");
    expect(header.mailto).toBe("mailto:hello@scalewise.studio?subject=unsubscribe");
    expect(welcome?.mail.html).toContain(`href="${header.url}"`);
    expect(header.url).not.toContain(email.split("@")[0]);

    const response = await fetch(header.url.replace(SITE, server.baseUrl), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    // The guide promised on another form is not sent either: the address is suppressed.
    await post("/api/subscribe", sidebarMagnetLead(email));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(catcher.caught.filter(to(email))).toHaveLength(1);
  });

  it("the link opens a page whose button works without scripts", async () => {
    const email = unique("page");
    await post("/api/subscribe", blogNewsletterLead(email));
    const [welcome] = await catcher.waitFor(to(email));
    const browser = await launch();
    try {
      const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(unsubscribeHeader(welcome).url.replace(SITE, server.baseUrl));
      const [ask, done] = unsubscribe.pages;
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(ask?.title);
      await page.getByRole("button", { name: ask?.button }).click();
      await page.waitForURL(/\/unsubscribe\/done\/?$/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        done?.title,
      );
    } finally {
      await browser.close();
    }
    // Another form, so the mail quota is not what stops it.
    await post("/api/subscribe", footerNewsletterLead(email));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(catcher.caught.filter(to(email))).toHaveLength(1);
  });
});

describe("confirming a sign-up (double opt-in)", () => {
  it("the guide's one email carries the button; its page confirms without scripts", async () => {
    const email = unique("confirm");
    await post("/api/subscribe", sidebarMagnetLead(email));
    const [mail] = await catcher.waitFor(to(email));
    expect(mail?.mail.subject).toMatch(/^Your copy of /);
    const link = /href="([^"]*\/api\/confirm\?t=[^"]+)"/.exec(String(mail?.mail.html))?.[1] ?? "";
    expect(link.startsWith(`${SITE}/api/confirm?t=`)).toBe(true);
    const [stored] = (await readStored(env)).entries.filter(
      (entry: { record: { email?: string } }) => entry.record.email === email,
    );
    expect(stored?.confirmation).toEqual({ state: "pending", at: null });

    const [ask, done] = confirm.pages;
    const browser = await launch();
    try {
      const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(link.replace(SITE, server.baseUrl).replaceAll("&amp;", "&"));
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(ask?.title);
      await page.getByRole("button", { name: ask?.button }).click();
      await page.waitForURL(/\/confirm\/done\/?$/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        done?.title,
      );
      // The link opened again: already confirmed, and no button to confirm with.
      await page.goto(link.replace(SITE, server.baseUrl).replaceAll("&amp;", "&"));
      await page.waitForURL(/\/confirm\/already\/?$/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        confirm.pages.find((candidate) => candidate.id === "already")?.title,
      );
      await expect(page.getByRole("button", { name: ask?.button }).count()).resolves.toBe(0);
    } finally {
      await browser.close();
    }
    const [after] = (await readStored(env)).entries.filter(
      (entry: { record: { email?: string } }) => entry.record.email === email,
    );
    expect(after?.confirmation).toMatchObject({ state: "confirmed" });
  });
});

describe("a person's own data at /privacy/my-data", () => {
  const words = (id: string) => {
    const found = myData.pages.find((page) => page.id === id);
    if (!found) throw new Error(`no my-data page ${id}`);
    return found;
  };
  const yours = words("yours");

  /** Asks for the link on the page, opens it from the email, downloads, then erases. */
  async function selfService(javaScriptEnabled: boolean) {
    const email = unique(javaScriptEnabled ? "my-data-js" : "my-data-plain");
    await post("/api/subscribe", footerNewsletterLead(email));
    await catcher.waitFor(to(email));
    const browser = await launch();
    try {
      const context = await browser.newContext({
        ...DESKTOP,
        javaScriptEnabled,
        acceptDownloads: true,
      });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/privacy/my-data`);
      await page.getByLabel(words("ask").form?.label ?? "").fill(email);
      await page.getByRole("button", { name: words("ask").form?.button }).click();
      await page.waitForURL(/\/privacy\/my-data\/sent\/?$/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        words("sent").title,
      );

      const [mail] = await catcher.waitFor(
        (c) => to(email)(c) && /^Your data at /.test(c.mail.subject ?? ""),
      );
      const link = /href="([^"]*\/api\/my-data\?t=[^"]+)"/.exec(String(mail?.mail.html))?.[1] ?? "";
      expect(link.startsWith(`${SITE}/api/my-data?t=`)).toBe(true);
      await page.goto(link.replace(SITE, server.baseUrl).replaceAll("&amp;", "&"));
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        yours.title,
      );
      await expect(page.locator("[data-my-data-email]").textContent()).resolves.toBe(email);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: yours.download?.button }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("my-data.json");
      const file = join(dataDir, `export-${javaScriptEnabled}.json`);
      await download.saveAs(file);
      const data = JSON.parse(await readFile(file, "utf8")) as PersonData;
      expect(data.email).toBe(email);
      expect(data.submissions).toEqual([
        expect.objectContaining({
          kind: "lead",
          consent: expect.objectContaining({ version: expect.any(String) }),
        }),
      ]);

      // Erasure asks for the box first: the browser will not send the form without it.
      await page.getByRole("button", { name: yours.erase?.button }).click();
      await page.getByLabel(yours.erase?.confirm ?? "").check();
      await page.getByRole("button", { name: yours.erase?.button }).click();
      await page.waitForURL(/\/privacy\/my-data\/erased\/?$/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        words("erased").title,
      );
    } finally {
      await browser.close();
    }
    const { entries } = await readStored(env);
    expect(
      entries.filter((entry: { record: { email?: string } }) => entry.record.email === email),
    ).toEqual([]);
  }

  it("with scripts: ask, open the emailed link, download everything, erase it", async () => {
    await selfService(true);
  });

  it("without scripts: the same, every step a plain form", async () => {
    await selfService(false);
  });

  it("an expired link is refused with a page that says so and offers a new one", async () => {
    const store = new SqliteStore(dataDir);
    const sealedAgo = new Date(Date.now() - (MY_DATA_LINK_MINUTES + 1) * 60_000);
    const link = await myDataLink(
      store,
      { secret: "", siteUrl: server.baseUrl },
      "someone@example.com",
      sealedAgo,
    ).finally(() => store.close());
    const browser = await launch();
    try {
      const page = await (await browser.newContext(DESKTOP)).newPage();
      await page.goto(link);
      await page.waitForURL(/\/privacy\/my-data\/expired\/?$/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        words("expired").title,
      );
      await expect(
        page.getByRole("link", { name: "Ask for a new link" }).getAttribute("href"),
      ).resolves.toBe("/privacy/my-data");
    } finally {
      await browser.close();
    }
  });
});

describe("faults", () => {
  it("the mail server down, then up: each email delivered exactly once", async () => {
    await catcher.down();
    const emails = [1, 2, 3, 4, 5].map((n) => unique(`down${n}`));
    for (const email of emails) {
      await post(
        "/api/subscribe",
        leadFormLead({ name: "Down Time", email, company: "", interest: "saas", message: "" }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(catcher.caught.filter((c) => emails.some((email) => to(email)(c)))).toEqual([]);
    await catcher.up();
    await run(process.execPath, ["scripts/server.mjs", "leads", "--retry"], {
      env: { ...process.env, ...env },
    });
    for (const email of emails) {
      expect(await catcher.waitFor(to(email))).toHaveLength(1);
      expect(await catcher.waitFor((c) => to(OWNER)(c) && about(email)(c))).toHaveLength(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const email of emails) expect(catcher.caught.filter(to(email))).toHaveLength(1);
  }, 60_000);

  it("a recipient refused with a 5xx: recorded, and not tried again", async () => {
    const email = unique("refused");
    catcher.refuse.add(email);
    const { subscriberId } = await post("/api/subscribe", exitPopupLead(email, "strategy-call"));
    await catcher.waitFor((c) => to(OWNER)(c) && about(email)(c));
    const deadline = Date.now() + 10_000;
    let state = "";
    while (Date.now() < deadline && state !== "refused") {
      const { entries } = await readStored(env);
      const entry = entries.find((candidate) => candidate.id === subscriberId);
      state = entry?.deliveries.find((d) => d.target === "visitor-email")?.state ?? "";
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(state).toBe("refused");
    await run(process.execPath, ["scripts/server.mjs", "leads", "--retry"], {
      env: { ...process.env, ...env },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { entries } = await readStored(env);
    const visitor = entries
      .find((entry) => entry.id === subscriberId)
      ?.deliveries.find((d) => d.target === "visitor-email");
    expect(visitor).toMatchObject({ state: "refused", attempts: 1, status: 550 });
    expect(catcher.caught.filter(to(email))).toEqual([]);
  });

  it("a hostile address or name never adds a header or a recipient", async () => {
    const dir = await mkdtemp(join(tmpdir(), "hostile-"));
    const hostile = [
      { email: '"x\r\nBcc: stolen@evil.test"@a.co', name: "Mallory\r\nBcc: stolen@evil.test" },
      { email: `${"l".repeat(300)}@long.co.uk`, name: "Long Address" },
      { email: "zoë@exämple.co.uk", name: "Zoë 👩🏽‍💻 مريم" },
    ].map((record, n) => ({
      kind: "lead",
      id: `0000000${n}-0000-4000-8000-000000000000`,
      idempotencyKey: null,
      receivedAt: new Date().toISOString(),
      page: "/",
      record: { ...record, source: "cta_lead_capture", interest: "saas" },
      deliveries: ["owner-email", "visitor-email"].map((target) => ({
        target,
        state: "pending",
        attempts: 0,
        nextAttemptAt: new Date().toISOString(),
      })),
    }));
    await writeFile(
      join(dir, "leads.jsonl"),
      `${hostile.map((line) => JSON.stringify(line)).join("\n")}\n`,
    );
    const hostileEnv = { ...env, LEADS_DATA_DIR: dir };
    const other = await startProductionServer(hostileEnv);
    try {
      const owners = await catcher.waitFor(
        (c) => to(OWNER)(c) && /Mallory|Long Address|Zoë/.test(c.mail.subject ?? ""),
        3,
      );
      expect(owners).toHaveLength(3);
      for (const { mail } of owners) {
        expect(mail.headers.has("bcc")).toBe(false);
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }
      expect(
        catcher.caught.filter((c) => c.to.some((address) => address.includes("evil.test"))),
      ).toEqual([]);
      const { entries } = await readStored(hostileEnv);
      const visitorStates = entries.map(
        (entry) => entry.deliveries.find((d) => d.target === "visitor-email")?.state,
      );
      expect(visitorStates.slice(0, 2)).toEqual(["refused", "refused"]);
    } finally {
      await other.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("a stranger's address typed into our forms", () => {
  it("gets its mailbox's quota of emails a day, in our words only; the owner hears of every post", async () => {
    const victim = unique("victim");
    const lure = "Claim your prize at https://evil.example/win";
    for (let i = 0; i < 20; i += 1) {
      await post(
        "/api/subscribe",
        leadFormLead({
          name: lure,
          email: victim,
          company: "Prize Desk",
          interest: "other",
          message: `Click https://evil.example/phish/${i} to confirm`,
        }),
      );
    }
    const owners = await catcher.waitFor((c) => to(OWNER)(c) && about(victim)(c), 20);
    expect(owners).toHaveLength(20);
    // Time for any further email to the victim to arrive, had one been owed.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const toVictim = catcher.caught.filter(to(victim));
    expect(toVictim).toHaveLength(VISITOR_MAILS_PER_WINDOW);
    const [mail] = toVictim.map((caught) => caught.mail);
    for (const part of [mail?.text ?? "", mail?.html || "", mail?.subject ?? ""]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("Prize Desk");
    }
    const { entries } = await readStored(env);
    const held = entries
      .filter((entry) => entry.record.email === victim)
      .map((entry) => entry.deliveries.find((d) => d.target === "visitor-email")?.state);
    expect(held.filter((state) => state === "refused")).toHaveLength(20 - VISITOR_MAILS_PER_WINDOW);
  }, 60_000);
});
