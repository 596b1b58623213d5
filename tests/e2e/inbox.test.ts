import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/serve.mjs";
import { SEARCH_INDEX_PATH } from "../../src/lib/search/paths";
import { startMailCatcher, type Caught, type MailCatcher } from "./mail-catcher";
import { DESKTOP, downloadedText, launch } from "./site";

// The owner's inbox in Chromium against the production server, with a real SMTP server: the
// invitation printed by `npm run leads -- --invite`, a passkey made and used on Chromium's virtual
// authenticator (the DevTools protocol's WebAuthn domain), the emailed-link sign-in, and the work
// itself: list, search, open, note, status, retry, export, erase, sign out, and a reply that
// reaches the visitor threaded with their confirmation; then a second device's passkey; and a
// spam lead the trap caught, restored, a bulk action, an assignment and the assignee's reminder,
// sent by `leads --remind` on a clock set forward (`--now`).

const run = promisify(execFile);
// Each test is an owner's journey through many pages, emails and sign-ins: on a machine busy with
// other gates one can take longer than the gate's minute per test.
jest.setTimeout(180_000);
const OWNER = "owner@scalewise.test";

let catcher: MailCatcher;
let server: ProductionServer;
let webhook: Server & { accepting: boolean };
let dataDir: string;
let env: Record<string, string>;
let browser: Browser;
/** Passkeys need a host name: the browser opens localhost, which the server on 127.0.0.1 answers. */
let base: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  // The owner's webhook: refuses (400) until told to accept, so a delivery can fail and be retried.
  webhook = Object.assign(
    createServer((request, response) => {
      request.resume();
      request.on("end", () => response.writeHead(webhook.accepting ? 200 : 400).end("{}"));
    }),
    { accepting: false },
  );
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
  dataDir = await mkdtemp(join(tmpdir(), "inbox-"));
  env = {
    LEADS_DATA_DIR: dataDir,
    LEADS_RATE_LIMIT: "100000",
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@scalewise.studio>",
    OWNER_EMAIL: OWNER,
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
  };
  server = await startProductionServer(env);
  base = server.baseUrl.replace("127.0.0.1", "localhost");
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser.close();
  await server.stop();
  await catcher.close();
  await new Promise((resolve) => webhook.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

/** A page with a virtual platform authenticator that verifies its user, as a phone would. */
async function pageWithAuthenticator(): Promise<{
  context: BrowserContext;
  page: Page;
  violations: string[];
}> {
  const context = await browser.newContext({
    ...DESKTOP,
    reducedMotion: "reduce",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, violations };
}

/**
 * The token of the link matching `path` in the next message to this address: the one `send`
 * asks for, never an earlier one still in the catcher (its token is spent, and on a busy machine
 * the new message can arrive after the old one is found).
 */
async function tokenInNextMail(
  to: string,
  path: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const match = (caught: Caught) =>
    caught.to.includes(to) && String(caught.mail.html).includes(path);
  const before = catcher.caught.filter(match).length;
  await send();
  const mails = await catcher.waitFor(match, before + 1);
  if (mails.length <= before) throw new Error(`no new mail to ${to} with a ${path} link`);
  const html = String(mails[mails.length - 1]?.mail.html ?? "");
  const token = new RegExp(`${path}\\?t=([\\w-]{43})`).exec(html)?.[1];
  if (!token) throw new Error(`no ${path} link in the mail to ${to}`);
  return token;
}

/** Asks for a sign-in link on the sign-in page, opens the one emailed, and presses its button. */
async function signInByEmailedLink(page: Page): Promise<void> {
  await page.getByLabel("Your email address").fill(OWNER);
  const token = await tokenInNextMail(OWNER, "/inbox/link", async () => {
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page
      .getByText(/sign-in link is on its way|Check /)
      .first()
      .waitFor();
  });
  await page.goto(`${base}/inbox/link?t=${token}`);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function postLead(path: string, body: object) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

it("takes an invitation, a passkey and a day's work, then signs in again by email", async () => {
  await postLead("/api/contact", {
    name: "Ada Lovelace",
    email: "ada@analytical.example",
    subject: "A billing engine",
    message: "We need invoices that compute themselves.",
  });
  await postLead("/api/subscribe", {
    email: "bo.chen@example.com",
    name: "Bo Chen",
    company: "Chen Logistics",
    source: "consultation_booking",
    interest: "automation",
  });

  // The owner is invited from the command line: the link is printed, and emailed.
  let printed: string | undefined;
  const emailed = await tokenInNextMail(OWNER, "/inbox/invite", async () => {
    const { stdout } = await run(
      process.execPath,
      ["scripts/server.mjs", "leads", "--invite", OWNER],
      { env: { ...process.env, ...env } },
    );
    printed = /\/inbox\/invite\?t=([\w-]{43})/.exec(stdout)?.[1];
  });
  expect(printed).toBe(emailed);

  const { context, page, violations } = await pageWithAuthenticator();
  try {
    await page.goto(`${base}/inbox/invite?t=${printed}`);
    await page.getByRole("button", { name: "Create your passkey" }).click();
    await page
      .getByRole("link", { name: /Ada Lovelace/ })
      .first()
      .waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "__Host-inbox")).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/",
    });

    // Signing out, then in again with the passkey alone.
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page
      .getByRole("link", { name: /Bo Chen/ })
      .first()
      .waitFor();

    // The inbox opens on the enquiries that need a reply; the search is in All leads.
    await page.getByRole("link", { name: "All leads" }).click();
    // Search, then open the lead.
    await page.getByLabel("Search").fill("lovelace");
    await page.getByLabel("Search").press("Enter");
    await page
      .getByRole("link", { name: /Bo Chen/ })
      .first()
      .waitFor({ state: "detached" });
    await page.getByRole("link", { name: /Ada Lovelace/ }).click();
    await page.getByText("We need invoices that compute themselves.").first().waitFor();

    // The webhook refused it: retried once it accepts.
    webhook.accepting = true;
    await page.getByRole("button", { name: /Retry now/ }).click();
    await page
      .getByRole("button", { name: /Retry now/ })
      .first()
      .waitFor({ state: "detached" });

    // A note and a status, each kept in the history.
    await page.getByLabel("New note").fill("Called: wants a demo on Friday");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Called: wants a demo on Friday").first().waitFor();
    await page.getByLabel("Set the status").selectOption("contacted");
    await page.getByRole("button", { name: "Change", exact: true }).click();
    await page
      .getByText(/New\s*→\s*to\s*Contacted/)
      .first()
      .waitFor();

    // The person's data, then its erasure.
    const exported = page.waitForEvent("download");
    await page.getByRole("button", { name: /Export this person's data/ }).click();
    const json = JSON.parse(await downloadedText(await exported)) as {
      email: string;
      inbox: { events: unknown[] }[];
    };
    expect(json.email).toBe("ada@analytical.example");
    expect(json.inbox[0]?.events.length).toBeGreaterThanOrEqual(2);
    await page.getByRole("button", { name: /Erase this person's data/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/to confirm/).fill("erase");
    await dialog.getByRole("button", { name: /Erase/ }).click();
    await page
      .getByText(/erased/i)
      .first()
      .waitFor();

    // The list, exported as CSV: the one lead left, with its status.
    await page.goto(`${base}/inbox`);
    await page
      .getByRole("link", { name: /Ada Lovelace/ })
      .first()
      .waitFor({ state: "detached" });
    const csv = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const text = await downloadedText(await csv);
    expect(text.split("\r\n")[0]).toMatch(/^\uFEFFstatus,received_at \(Europe\/London\),/);
    expect(text).toContain("bo.chen@example.com");
    expect(text).not.toContain("ada@analytical.example");

    // Signed out, then in by an emailed link: its page signs in only when its button is pressed.
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await signInByEmailedLink(page);
    await page
      .getByRole("link", { name: /Bo Chen/ })
      .first()
      .waitFor();

    // A reply from Bo Chen's page: from the studio's address, Reply-To the owner, in the thread
    // of the confirmation Bo was sent, received by the real SMTP server.
    await page
      .getByRole("link", { name: /Bo Chen/ })
      .first()
      .click();
    await page
      .getByRole("textbox", { name: "Message" })
      .fill("Hello Bo,\n\nHappy to talk on Friday.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Reply sent to bo.chen@example.com.").waitFor();
    await page.getByText(`Replied by ${OWNER}`).waitFor();
    const [confirmation, reply] = await catcher.waitFor(
      (caught) => caught.to.includes("bo.chen@example.com"),
      2,
    );
    expect(reply?.mail.subject).toBe(`Re: ${confirmation?.mail.subject ?? ""}`);
    expect(reply?.mail.inReplyTo).toBe(confirmation?.mail.messageId);
    expect(reply?.mail.references).toBe(confirmation?.mail.messageId);
    expect(reply?.mail.replyTo?.value[0]?.address).toBe(OWNER);
    expect(reply?.mail.text).toContain("Hello Bo,\n\nHappy to talk on Friday.");

    // The audit trail has each step, and names no visitor.
    await page.getByRole("link", { name: "Audit" }).click();
    await page
      .getByText(/person-erased|erased/i)
      .first()
      .waitFor();
    expect(await page.content()).not.toContain("ada@analytical.example");

    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

it("adds a passkey on a second device, signed in there by an emailed link", async () => {
  // A second device, signed in by an emailed link: it holds no passkey, so one is offered.
  const { context, page, violations } = await pageWithAuthenticator();
  try {
    await page.goto(`${base}/inbox`);
    await signInByEmailedLink(page);
    await page.getByText(/This device has no passkey of yours/).waitFor();
    await page.getByRole("button", { name: "Add a passkey on this device" }).click();
    await page.getByText("Passkey added", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Account" }).click();
    const passkeys = page.getByRole("region", { name: "Passkeys" }).getByRole("listitem");
    await passkeys.nth(1).waitFor();
    expect(await passkeys.count()).toBe(2);
    await passkeys.nth(1).getByText("This device").waitFor();

    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

it("restores caught spam, marks many leads at once, and reminds the assignee", async () => {
  // A bot's body and two real ones: the bot's is kept as spam, and nothing is sent for it.
  await postLead("/api/contact", {
    name: "Eve Trapped",
    email: "eve@example.com",
    subject: "Really real",
    message: "Caught by mistake.",
    hp_5f3a: "x",
  });
  for (const name of ["Cy Ng", "Di Roy"]) {
    await postLead("/api/contact", {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
      subject: "Spam, honestly",
      message: "Buy now.",
    });
  }

  // Signed in by an emailed link; the passkey it then offers is left unanswered.
  const { context, page, violations } = await pageWithAuthenticator();
  try {
    await page.goto(`${base}/inbox`);
    await signInByEmailedLink(page);

    // The trapped lead, in the spam list, restored: its emails go then.
    await page.goto(`${base}/inbox?status=spam`);
    await page.getByRole("link", { name: "Eve Trapped" }).click();
    await page.getByText("Caught by the spam trap").waitFor();
    expect(catcher.caught.some((caught) => caught.to.includes("eve@example.com"))).toBe(false);
    await page.getByRole("button", { name: "Not spam" }).click();
    await page.getByText("Status changed to New.").waitFor();
    await catcher.waitFor((caught) => caught.to.includes("eve@example.com"));

    // Two leads selected and marked as spam in one request.
    await page.goto(`${base}/inbox`);
    await page.getByRole("checkbox", { name: "Select Cy Ng" }).check();
    await page.getByRole("checkbox", { name: "Select Di Roy" }).check();
    await page
      .getByRole("region", { name: "Selected leads" })
      .getByRole("button", { name: "Mark as spam" })
      .click();
    await page.getByText("2 leads marked as spam.").waitFor();

    // A lead assigned, and found again under Mine.
    await page.getByRole("link", { name: "Eve Trapped" }).click();
    await page.getByRole("button", { name: "Assign to me" }).click();
    await page.getByText(`Assigned to ${OWNER}.`).first().waitFor();
    const evePath = new URL(page.url()).pathname;
    await page.goto(`${base}/inbox?assignee=me`);
    await page.getByRole("link", { name: "Eve Trapped" }).waitFor();
    expect(await page.getByRole("link", { name: "Cy Ng" }).count()).toBe(0);

    // A reminder on a test clock: 21 hours on, 3 before the restored lead's reply is due, its
    // assignee is reminded once, spam never; the email's link opens the lead.
    const remind = () =>
      run(
        process.execPath,
        [
          "scripts/server.mjs",
          "leads",
          "--remind",
          "--now",
          new Date(Date.now() + 21 * 3_600_000).toISOString(),
        ],
        { env: { ...process.env, ...env } },
      );
    const isReminder = (caught: Caught) =>
      caught.to.includes(OWNER) && String(caught.mail.subject).startsWith("Due for a reply soon");
    expect((await remind()).stdout).toMatch(/^1 reminder sent of \d+ enquir/m);
    const [reminder] = await catcher.waitFor(isReminder);
    const html = String(reminder?.mail.html);
    expect(html).toContain("Eve Trapped");
    expect(html).not.toMatch(/Cy Ng|Di Roy/);
    expect((await remind()).stdout).toMatch(/^No reminder sent/m);
    expect(catcher.caught.filter(isReminder)).toHaveLength(1);
    expect(html).toContain(`${evePath}"`);
    await page.goto(`${base}${evePath}`);
    await page.getByRole("heading", { name: "Eve Trapped" }).waitFor();

    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

it("serves the page under its own policy, and keeps it out of the sitemap and the search", async () => {
  const response = await fetch(`${server.baseUrl}/inbox`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toMatch(/google|unsafe-inline/);
  expect(response.headers.get("permissions-policy")).toContain("publickey-credentials-get=(self)");
  const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
  expect(sitemap).not.toContain("/inbox");
  const search = await (await fetch(`${server.baseUrl}${SEARCH_INDEX_PATH}`)).text();
  expect(search.length).toBeGreaterThan(100);
  expect(search).not.toContain("/inbox");
});
