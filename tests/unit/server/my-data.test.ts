// A visitor's own way to their data, against the production server's app on a fixture site, a
// real SMTP server on loopback and the platform's stand-in: asking for the link, opening it,
// downloading everything held, and erasing it; and what a link for one address cannot do.
import fc from "fast-check";
import { parse } from "node-html-parser";
import {
  MY_DATA_ENDPOINT,
  MY_DATA_ERASE_ENDPOINT,
  MY_DATA_EXPORT_ENDPOINT,
  MY_DATA_LINK_MINUTES,
} from "../../../src/lib/leads/my-data";
import { EMAIL_PROBLEMS } from "../../../src/lib/leads/email-rules";
import { mailboxKey } from "../../../src/lib/leads/mailbox";
import { sendDigest } from "../../../src/server/digest";
import { sealLink } from "../../../src/server/link-token";
import { closeMail } from "../../../src/server/mail";
import { myDataLink } from "../../../src/server/my-data";
import type { PersonData } from "../../../src/server/person-data";
import type { Store } from "../../../src/server/store/types";
import { isSuppressed } from "../../../src/server/suppression";
import { VISITOR_MAILS_PER_WINDOW } from "../../../src/server/visitor-mail-quota";
import { startMailCatcher, type Caught, type MailCatcher } from "../../e2e/mail-catcher";
import { startSite, type TestSite } from "./harness";
import { startStandIn, type StandIn } from "./platform-stand-in";

const ADA = "ada.reader@example.com";
const BEN = "ben.other@example.com";
const OWNER = "owner@example.com";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

jest.setTimeout(30_000);

let site: TestSite;
let platform: StandIn;
let catcher: MailCatcher;
let store: Store;

beforeEach(async () => {
  platform = await startStandIn();
  catcher = await startMailCatcher();
  site = await startSite({
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@example.com>",
    OWNER_EMAIL: OWNER,
    CONVERTKIT_API_KEY: "ck",
    CONVERTKIT_API_SECRET: "ck-secret",
    CONVERTKIT_FORM_ID: "1",
    CONVERTKIT_API_URL: `${platform.url}/v3`,
  });
  const { store: opened } = site.app.service;
  if ("unavailable" in opened) throw new Error(opened.unavailable);
  store = opened;
});
afterEach(async () => {
  closeMail();
  await site.close();
  await catcher.close();
  await platform.close();
});

const to = (address: string) => (caught: Caught) => caught.to.includes(address);
const aboutData = (caught: Caught) => /^Your data at /.test(caught.mail.subject ?? "");
const ask = (email: string) =>
  site.post(MY_DATA_ENDPOINT, { headers: FORM, body: `email=${encodeURIComponent(email)}` });

/** The link in the one "Your data" email to this address. */
async function linkIn(address: string): Promise<string> {
  const [mail] = await catcher.waitFor((c) => to(address)(c) && aboutData(c));
  const href = parse(String(mail?.mail.html ?? ""))
    .querySelectorAll("a")
    .map((a) => a.getAttribute("href") ?? "")
    .find((url) => url.includes(`${MY_DATA_ENDPOINT}?t=`));
  if (!href) throw new Error(`no link in the email to ${address}`);
  return href;
}
const tokenOf = (link: string) => new URL(link).searchParams.get("t") ?? "";

async function signUp(email: string, source = "footer_newsletter") {
  expect((await site.post("/api/subscribe", { body: { email, source } })).statusCode).toBe(200);
}

describe("asking for the link at /privacy/my-data", () => {
  it("emails the link to an address we hold, and answers as it would for any address", async () => {
    await signUp(ADA);
    const held = await ask(ADA);
    const unknown = await ask("nobody@example.com");
    for (const answer of [held, unknown]) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe("/privacy/my-data/sent");
    }
    const link = await linkIn(ADA);
    expect(new URL(link).pathname).toBe(MY_DATA_ENDPOINT);
    const [mail] = await catcher.waitFor((c) => to(ADA)(c) && aboutData(c));
    expect(mail?.mail.text).toContain(`${MY_DATA_LINK_MINUTES} minutes`);
    // The other address is told, in its own inbox, that nothing is held: no link.
    const [none] = await catcher.waitFor((c) => to("nobody@example.com")(c) && aboutData(c));
    expect(none?.mail.text).toMatch(/we hold no data under this address/i);
    expect(none?.mail.html).not.toContain(`${MY_DATA_ENDPOINT}?t=`);
  });

  it("sends a mailbox its quota of emails a day, however often and however spelled", async () => {
    const spellings = [
      ADA,
      ADA.toUpperCase(),
      "Ada.Reader+data@EXAMPLE.com",
      "ada.reader+x@example.com",
    ];
    for (const spelling of spellings) {
      expect((await ask(spelling)).headers.location).toBe("/privacy/my-data/sent");
    }
    const json = await site.post(MY_DATA_ENDPOINT, { body: { email: "ada.reader+y@example.com" } });
    expect(json.statusCode).toBe(200);
    expect(json.body).toEqual({ ok: true });
    await catcher.waitFor(aboutData, VISITOR_MAILS_PER_WINDOW);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(catcher.caught.filter(aboutData)).toHaveLength(VISITOR_MAILS_PER_WINDOW);
  });

  it("refuses what is no address, and a post from another site's page", async () => {
    const bad = await site.post(MY_DATA_ENDPOINT, { body: { email: "not-an-address" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual({ error: "Invalid email format", hint: "Email format is invalid" });
    const missing = await site.post(MY_DATA_ENDPOINT, { headers: FORM, body: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.text).toContain("Email is required");
    const foreign = await site.post(MY_DATA_ENDPOINT, {
      headers: { ...FORM, origin: "https://attacker.example" },
      body: `email=${ADA}`,
    });
    expect(foreign.statusCode).toBe(403);
    expect(catcher.caught).toEqual([]);
  });

  it("says so when no email could go, and lets the person ask again at once", async () => {
    await catcher.down();
    const failed = await site.post(MY_DATA_ENDPOINT, { body: { email: ADA } });
    expect(failed.statusCode).toBe(503);
    expect(failed.body).toEqual({
      error: "We couldn't send the email just now",
      hint: "Please try again in a few minutes, or write to us from the contact page",
    });
    await catcher.up();
    expect((await ask(ADA)).headers.location).toBe("/privacy/my-data/sent");
    expect(await catcher.waitFor(aboutData)).toHaveLength(1);
  });

  it("answers an address the mail host refuses for good as no address, its place kept", async () => {
    catcher.refuse.add(ADA);
    const refused = await site.post(MY_DATA_ENDPOINT, { body: { email: ADA } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toEqual(EMAIL_PROBLEMS.emailInvalid);
    catcher.refuse.delete(ADA);
    for (let asked = 0; asked < VISITOR_MAILS_PER_WINDOW; asked += 1) {
      expect((await ask(ADA)).headers.location).toBe("/privacy/my-data/sent");
    }
    expect(await catcher.waitFor(aboutData, VISITOR_MAILS_PER_WINDOW)).toHaveLength(
      VISITOR_MAILS_PER_WINDOW,
    );
  });

  it("answers 400 for any address the mail host refuses for good, and sends it nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), async (email) => {
        // smtp-server hands onRcptTo the address as the client wrote it in RCPT TO.
        catcher.refuse.add(email);
        const answer = await site.post(MY_DATA_ENDPOINT, { body: { email } });
        catcher.refuse.delete(email);
        expect(answer.statusCode).toBe(400);
        expect(answer.body).toEqual(EMAIL_PROBLEMS.emailInvalid);
      }),
      { numRuns: 25 },
    );
    expect(catcher.caught.filter(aboutData)).toEqual([]);
  });

  it("answers any body within the rules: never a fault, never past a mailbox's quota", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 })),
        async (email) => {
          const answer = await site.post(MY_DATA_ENDPOINT, { body: { email } });
          expect([200, 400]).toContain(answer.statusCode);
        },
      ),
      { numRuns: 60 },
    );
    const perMailbox = new Map<string, number>();
    for (const to of catcher.caught.flatMap((caught) => caught.to.map(mailboxKey))) {
      perMailbox.set(to, (perMailbox.get(to) ?? 0) + 1);
    }
    expect(Math.max(0, ...perMailbox.values())).toBeLessThanOrEqual(VISITOR_MAILS_PER_WINDOW);
  });
});

describe("the link", () => {
  it("opens the page with its token in both forms and the address, without scripts", async () => {
    await signUp(ADA);
    await ask(ADA);
    const link = await linkIn(ADA);
    const { pathname, search } = new URL(link);
    const page = await site.get(`${pathname}${search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    expect(page.text).not.toContain("<script");
    const html = parse(page.text);
    for (const action of [MY_DATA_EXPORT_ENDPOINT, MY_DATA_ERASE_ENDPOINT]) {
      const input = html.querySelector(`form[action="${action}"] input[name="t"]`);
      expect(input?.getAttribute("value")).toBe(tokenOf(link));
    }
    expect(html.querySelector("[data-my-data-email]")?.textContent).toBe(ADA);
  });

  it("downloads everything held under its address, and nothing under another", async () => {
    await signUp(ADA);
    await signUp(BEN);
    await site.post("/api/contact", {
      body: { name: "Ada Reader", email: ADA, subject: "A site", message: "Hello there" },
    });
    await ask(ADA);
    const token = tokenOf(await linkIn(ADA));
    // The address beside the token is ignored: the token names whose data it is.
    const download = await site.post(MY_DATA_EXPORT_ENDPOINT, {
      headers: FORM,
      body: `t=${token}&email=${encodeURIComponent(BEN)}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe('attachment; filename="my-data.json"');
    expect(download.headers["cache-control"]).toBe("no-store");
    const data = download.body as PersonData;
    expect(data.email).toBe(ADA);
    expect(data.submissions.map((s) => s.kind).sort()).toEqual(["contact", "lead"]);
    expect(data.submissions[0]?.consent).toMatchObject({ form: expect.any(String) });
    expect(download.text).not.toContain(BEN);
  });

  it("erases its address only after the box is ticked, and the owner's digest says so", async () => {
    await signUp(ADA);
    await signUp(BEN);
    await site.app.service.outbox?.runOwed();
    await ask(ADA);
    const token = tokenOf(await linkIn(ADA));
    const unticked = await site.post(MY_DATA_ERASE_ENDPOINT, { headers: FORM, body: `t=${token}` });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.text).toContain("Erasure not confirmed");
    expect((await site.stored()).map((s) => s.record.email)).toEqual([ADA, BEN]);

    const erased = await site.post(MY_DATA_ERASE_ENDPOINT, {
      headers: FORM,
      body: `t=${token}&confirm=erase&email=${encodeURIComponent(BEN)}`,
    });
    expect(erased.statusCode).toBe(303);
    expect(erased.headers.location).toBe("/privacy/my-data/erased");
    expect((await site.stored()).map((s) => s.record.email)).toEqual([BEN]);
    expect(await isSuppressed(store, ADA)).toBe(true);
    expect(await isSuppressed(store, BEN)).toBe(false);
    expect(platform.received.at(-1)).toMatchObject({
      method: "PUT",
      path: "/v3/unsubscribe",
      body: { email: ADA },
    });

    // The owner hears of it in the next digest (never whose it was), and only once.
    const digest = await sendDigest(store, site.app.fastify.settings);
    expect(digest).toMatchObject({ erasures: 1 });
    const [mail] = await catcher.waitFor(
      (c) => to(OWNER)(c) && /Data erased/i.test(c.mail.text ?? ""),
    );
    expect(mail?.mail.text).toContain(
      "By the person, with the link we emailed them: 1 submission deleted",
    );
    expect(mail?.mail.text).not.toContain(ADA);
    expect(await store.erasureNotes()).toEqual([]);
  });

  it("is refused with the expired page once its time is up, and the invalid page if forged", async () => {
    await signUp(ADA);
    const sealedAgo = new Date(Date.now() - (MY_DATA_LINK_MINUTES + 1) * 60_000);
    const expired = tokenOf(
      await myDataLink(store, { secret: "", siteUrl: site.base }, ADA, sealedAgo),
    );
    const forged = `${expired.slice(0, 20)}${expired[20] === "A" ? "B" : "A"}${expired.slice(21)}`;
    const unsubscribeToken = await sealLink(
      store,
      { secret: "" },
      { purpose: "unsubscribe", email: ADA },
    );
    for (const [token, page] of [
      [expired, "/privacy/my-data/expired"],
      [forged, "/privacy/my-data/invalid"],
      [unsubscribeToken, "/privacy/my-data/invalid"],
    ] as const) {
      expect((await site.get(`${MY_DATA_ENDPOINT}?t=${token}`)).headers.location).toBe(page);
      for (const endpoint of [MY_DATA_EXPORT_ENDPOINT, MY_DATA_ERASE_ENDPOINT]) {
        const answer = await site.post(endpoint, {
          headers: FORM,
          body: `t=${token}&confirm=erase`,
        });
        expect(answer.statusCode).toBe(303);
        expect(answer.headers.location).toBe(page);
      }
    }
    expect(await site.stored()).toHaveLength(1);
  });

  it("erases and opens nothing for any query or form a client makes up", async () => {
    await signUp(ADA);
    const field = fc.oneof(fc.constantFrom("t", "confirm", "email"), fc.string({ maxLength: 20 }));
    const pairs = fc.array(fc.tuple(field, fc.string({ maxLength: 1_000 })), { maxLength: 20 });
    const encoded = pairs.map((list) =>
      list.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(encoded, fc.string({ maxLength: 2_000 })), async (sent) => {
        for (const endpoint of [MY_DATA_ERASE_ENDPOINT, MY_DATA_EXPORT_ENDPOINT]) {
          const answer = await site.post(endpoint, { headers: FORM, body: sent });
          expect(answer.statusCode).toBeLessThan(500);
          expect(answer.headers["content-disposition"]).toBeUndefined();
        }
        const page = await site.get(`/privacy/my-data/yours?${sent}`);
        expect(page.statusCode).toBeLessThan(500);
        expect(page.body).not.toContain(ADA);
      }),
      { numRuns: 100 },
    );
    expect(await site.stored()).toHaveLength(1);
  });

  it("opens nothing for any token it did not seal", async () => {
    await signUp(ADA);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 800 }), async (token) => {
        const answer = await site.post(MY_DATA_EXPORT_ENDPOINT, { body: { t: token } });
        expect(answer.statusCode).toBe(303);
      }),
      { numRuns: 100 },
    );
  });
});
