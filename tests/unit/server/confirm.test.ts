// Confirmed sign-ups (double opt-in) against the production server's app on a fixture site, a real
// SMTP server on loopback and Mailchimp's stand-in: a sign-up reaches the platform only after its
// address's owner presses the button behind the link in our email, and then once.
import fc from "fast-check";
import { parse } from "node-html-parser";
import { CONFIRM_ENDPOINT } from "../../../src/lib/leads/confirm";
import { toTable } from "../../../src/server/cli/leads-format";
import { leadsCsv } from "../../../src/server/leads-csv";
import { confirmLink } from "../../../src/server/confirm";
import { closeMail } from "../../../src/server/mail";
import { purge } from "../../../src/server/purge";
import type { Env } from "../../../src/server/runtime-env";
import type { Store } from "../../../src/server/store/types";
import { startMailCatcher, type Caught, type MailCatcher } from "../../e2e/mail-catcher";
import { startSite, storesOf, type TestSite } from "./harness";
import { startStandIn, type StandIn } from "./platform-stand-in";

jest.setTimeout(30_000);

const ADA = "ada.subscriber@example.com";
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const DAY = 24 * 60 * 60 * 1000;

let site: TestSite;
let platform: StandIn;
let catcher: MailCatcher;
let store: Store;

async function open(env: Env = {}) {
  site = await startSite({
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@example.com>",
    MAILCHIMP_API_KEY: "mc-secret",
    MAILCHIMP_AUDIENCE_ID: "aud1",
    MAILCHIMP_API_URL: `${platform.url}/3.0`,
    ...env,
  });
  const { store: opened } = site.app.service;
  if ("unavailable" in opened) throw new Error(opened.unavailable);
  store = opened;
}

beforeEach(async () => {
  platform = await startStandIn();
  catcher = await startMailCatcher();
});
afterEach(async () => {
  closeMail();
  await site.close();
  await catcher.close();
  await platform.close();
});

const to = (address: string) => (caught: Caught) => caught.to.includes(address);
const subscribed = () =>
  platform.received.filter((r) => r.method === "POST" && r.path.endsWith("/members"));

async function signUp(body: Record<string, unknown>) {
  const answer = await site.post("/api/subscribe", { body: { email: ADA, ...body } });
  expect(answer.statusCode).toBe(200);
  await site.app.service.outbox?.runOwed();
}

/** The confirmation link in the nth email to ADA, or "" when it has none. */
async function confirmLinkIn(nth: number): Promise<string> {
  const mails = await catcher.waitFor(to(ADA), nth + 1);
  const html = String(mails[nth]?.mail.html ?? "");
  const href = parse(html)
    .querySelectorAll("a")
    .map((a) => a.getAttribute("href") ?? "")
    .find((url) => url.includes(`${CONFIRM_ENDPOINT}?t=`));
  return href ?? "";
}
const tokenOf = (link: string) => new URL(link).searchParams.get("t") ?? "";
const press = (token: string) =>
  site.post(CONFIRM_ENDPOINT, { headers: FORM, body: `t=${encodeURIComponent(token)}` });

describe("a newsletter sign-up", () => {
  it("never reaches the platform unconfirmed; after the button it does, once", async () => {
    await open();
    await signUp({ source: "footer_newsletter" });
    expect(subscribed()).toEqual([]);
    const [stored] = await site.stored();
    expect(stored?.confirmation).toEqual({ state: "pending", at: null });
    expect(stored?.deliveries.map((d) => d.target)).not.toContain("mailchimp");
    // `npm run leads` says why it has not gone to the platform.
    if (!stored) throw new Error("nothing stored");
    expect(toTable([stored])).toContain("awaiting confirmation");
    expect(leadsCsv([stored])).toContain('[Subscribe]",pending,,');

    // The email asks: nothing is subscribed until the button is pressed.
    const [asked] = await catcher.waitFor(to(ADA));
    expect(asked?.mail.subject).toBe(
      "Please confirm your subscription to Scalewise Studio's insights",
    );
    expect(asked?.mail.text).toMatch(/^please confirm your subscription$/im);
    expect(asked?.mail.text).toContain("Nothing is subscribed yet");
    expect(asked?.mail.text).not.toMatch(/thank you for subscribing|you're subscribed/i);

    const link = await confirmLinkIn(0);
    const { pathname, search } = new URL(link);
    const page = await site.get(`${pathname}${search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.text).not.toContain("<script");
    const input = parse(page.text).querySelector(
      `form[action="${CONFIRM_ENDPOINT}"] input[name="t"]`,
    );
    expect(input?.getAttribute("value")).toBe(tokenOf(link));
    // Opening it confirmed nothing: a mail scanner's GET must not subscribe anyone.
    await site.app.service.outbox?.runOwed();
    expect(subscribed()).toEqual([]);

    const pressed = await press(tokenOf(link));
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe("/confirm/done");
    await site.app.service.outbox?.runOwed();
    expect(subscribed()).toHaveLength(1);
    const [confirmed] = await site.stored();
    expect(confirmed?.confirmation?.state).toBe("confirmed");
    // Mailchimp is told when the person opted in: the confirmation, not the form.
    expect(subscribed()[0]?.body).toMatchObject({
      email_address: ADA,
      status: "subscribed",
      timestamp_opt: confirmed?.confirmation?.at,
    });

    // Opened or pressed again: it says it is already confirmed, and nothing more is owed.
    const reopened = await site.get(`${pathname}${search}`);
    expect(reopened.statusCode).toBe(303);
    expect(reopened.headers.location).toBe("/confirm/already");
    expect((await press(tokenOf(link))).headers.location).toBe("/confirm/already");
    await site.app.service.outbox?.runOwed();
    expect(subscribed()).toHaveLength(1);
  });

  it("from an address already confirmed goes to the platform at once, and asks nothing", async () => {
    await open();
    await signUp({ source: "footer_newsletter" });
    await press(tokenOf(await confirmLinkIn(0)));
    await signUp({ source: "blog_newsletter" });
    expect(await confirmLinkIn(1)).toBe("");
    await site.app.service.outbox?.runOwed();
    expect(subscribed()).toHaveLength(2);
  });

  it("goes to the platform at once when the owner leaves confirmation to the platform", async () => {
    await open({ LEADS_DOUBLE_OPT_IN: "off" });
    await signUp({ source: "footer_newsletter" });
    expect(subscribed()).toHaveLength(1);
    expect(await confirmLinkIn(0)).toBe("");
    const [stored] = await site.stored();
    expect(stored?.confirmation).toBeUndefined();
  });
});

describe("the guide's email", () => {
  it("carries the guide and the confirmation: one email does both jobs", async () => {
    await open();
    await signUp({ source: "sidebar_lead_magnet", leadMagnet: "scaling-guide" });
    const [mail] = await catcher.waitFor(to(ADA));
    expect(mail?.mail.html).toContain("/resources/scaling-guide");
    expect(await confirmLinkIn(0)).toContain(`${CONFIRM_ENDPOINT}?t=`);
    expect(catcher.caught.filter(to(ADA))).toHaveLength(1);
  });
});

describe("a confirmation link", () => {
  it("that has expired or was altered confirms nothing, and says which", async () => {
    await open();
    await signUp({ source: "footer_newsletter" });
    const stale = await confirmLink(
      store,
      { secret: "", siteUrl: site.base },
      ADA,
      new Date(Date.now() - 31 * DAY),
    );
    const expired = tokenOf(stale);
    const forged = `${expired.slice(0, 20)}${expired[20] === "A" ? "B" : "A"}${expired.slice(21)}`;
    for (const [token, page] of [
      [expired, "/confirm/expired"],
      [forged, "/confirm/invalid"],
    ] as const) {
      expect((await site.get(`${CONFIRM_ENDPOINT}?t=${token}`)).headers.location).toBe(page);
      expect((await press(token)).headers.location).toBe(page);
    }
    await site.app.service.outbox?.runOwed();
    expect(subscribed()).toEqual([]);
  });
});

describe("whatever a client sends as the link", () => {
  it("answers a page of ours, never a fault, and confirms nothing", async () => {
    await open();
    await signUp({ source: "footer_newsletter" });
    // Any token, raw query or form body (repeated fields, huge values, stray encodings).
    const token = fc.oneof(fc.string({ maxLength: 2_000 }), fc.base64String({ maxLength: 2_000 }));
    const query = fc.oneof(
      token.map((t) => `t=${encodeURIComponent(t)}`),
      fc.string({ maxLength: 2_000 }),
      fc
        .array(token, { maxLength: 20 })
        .map((ts) => ts.map((t) => `t=${encodeURIComponent(t)}`).join("&")),
    );
    await fc.assert(
      fc.asyncProperty(query, async (sent) => {
        const pages = ["/confirm/invalid", "/confirm/expired"];
        const byLink = await site.get(`${CONFIRM_ENDPOINT}?${sent}`);
        const byForm = await site.post(CONFIRM_ENDPOINT, { headers: FORM, body: sent });
        for (const answer of [byLink, byForm]) {
          expect(answer.statusCode).toBeLessThan(500);
          if (answer.statusCode === 303) expect(pages).toContain(answer.headers.location);
        }
      }),
      { numRuns: 150 },
    );
    await site.app.service.outbox?.runOwed();
    expect(subscribed()).toEqual([]);
    expect(await store.isConfirmed(ADA)).toBe(false);
  }, 60_000);
});

describe("a confirmed address", () => {
  it("may be sent what its owner typed; an unconfirmed one gets our words only", async () => {
    await open();
    const message = "We take 300 orders a week by phone.";
    const contact = { name: "Ada", email: ADA, subject: "Orders", message };
    expect((await site.post("/api/contact", { body: contact })).statusCode).toBe(200);
    await site.app.service.outbox?.runOwed();
    const [before] = await catcher.waitFor(to(ADA));
    expect(before?.mail.text).not.toContain(message);

    await signUp({ source: "footer_newsletter" });
    await press(tokenOf(await confirmLinkIn(1)));
    await signUp({
      source: "cta_lead_capture",
      name: "Ada",
      interest: "saas",
      message: "Answer every enquiry within the hour.",
    });
    const mails = await catcher.waitFor(to(ADA), 3);
    expect(mails[2]?.mail.text).toContain("Answer every enquiry within the hour.");
  });
});

describe("the purge", () => {
  it("deletes a sign-up never confirmed 30 days after it came, and keeps a confirmed one", async () => {
    await open();
    await signUp({ source: "footer_newsletter" });
    const other = "other.subscriber@example.com";
    await site.post("/api/subscribe", { body: { email: other, source: "blog_newsletter" } });
    await site.app.service.outbox?.runOwed();
    await press(tokenOf(await confirmLinkIn(0)));
    await site.app.service.outbox?.runOwed();

    const report = await purge(storesOf(site), { now: new Date(Date.now() + 31 * DAY) });
    expect(report.submissions).toMatchObject({ unconfirmed: 1, marketing: 0 });
    expect((await site.stored()).map((s) => s.record.email)).toEqual([ADA]);
  });
});
