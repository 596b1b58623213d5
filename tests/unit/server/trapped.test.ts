// Spam kept, not lost: a body that fills the forms' trap is stored as a spam lead, owed nothing
// and answered exactly as before; restored ("Not spam") it goes on as if it had just arrived; left
// alone it is purged after its own period. The real app on both stores, its mail to a real SMTP
// server.
import {
  inboxLeadEndpoint,
  inboxStatusEndpoint,
  type LeadDetail,
} from "../../../src/lib/inbox/api";
import { HONEYPOT_FIELD } from "../../../src/lib/leads/form-ids";
import { ruleById } from "../../../src/lib/retention";
import { closeMail } from "../../../src/server/mail";
import { purge, RETENTION } from "../../../src/server/purge";
import { startMailCatcher, type MailCatcher } from "../../e2e/mail-catcher";
import { listAll, startSite, storesOf, type TestSite } from "./harness";
import { pageHeaders, signedInMember, type Member } from "./inbox-client";
import { appStores } from "./app-stores";

jest.setTimeout(60_000);

const STORES = appStores();

const ADA = "ada@example.com";
const MESSAGE = { name: "Ada", email: ADA, subject: "A platform", message: "Real, honestly" };
const DAY = 24 * 60 * 60 * 1000;

describe.each(STORES)("on %s", (_name, env) => {
  let site: TestSite;
  let catcher: MailCatcher;
  let owner: Member;

  beforeEach(async () => {
    catcher = await startMailCatcher();
    site = await startSite({
      ...(await env()),
      SMTP_URL: catcher.url,
      MAIL_FROM: "Scalewise Studio <hello@example.com>",
      OWNER_EMAIL: "owner@example.com",
    });
    owner = await signedInMember(site, "owner@example.com");
    // The owner's invitation was emailed too: only what follows counts.
    await catcher.waitFor((mail) => mail.to.includes("owner@example.com"));
    catcher.caught.length = 0;
  });
  afterEach(async () => {
    closeMail();
    await site.close();
    await catcher.close();
  });

  const lead = async (id: string) =>
    (await site.get(inboxLeadEndpoint(id), { cookie: owner.cookie })).body as LeadDetail;
  const runOwed = () => site.app.service.outbox?.runOwed();

  it("keeps a trapped body as spam, sends nothing, and answers the bot as before", async () => {
    const trapped = await site.post("/api/contact", {
      body: { ...MESSAGE, [HONEYPOT_FIELD]: "x" },
    });
    // An invalid body that fills the trap is answered the same way, and kept nowhere.
    const invalid = await site.post("/api/contact", { body: { [HONEYPOT_FIELD]: "x" } });
    for (const answer of [trapped, invalid]) {
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.body as object).sort()).toEqual(["id", "message"]);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect((trapped.body as { message: string }).message).toBe(
      (invalid.body as { message: string }).message,
    );
    const stored = await site.stored();
    expect(stored).toHaveLength(1);
    const [kept] = stored;
    expect(kept?.deliveries).toEqual([]);
    const detail = await lead(kept?.id ?? "");
    expect([detail.status, detail.trapped, detail.record.email]).toEqual(["spam", true, ADA]);
    await runOwed();
    expect(catcher.caught).toEqual([]);

    // A form posted without scripts is caught the same way, and sent to its thank-you page.
    const form = await site.post("/api/contact", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        _form: "contact",
        ...MESSAGE,
        email: "bea@example.com",
        [HONEYPOT_FIELD]: "x",
      }).toString(),
    });
    expect(form.statusCode).toBe(303);
    expect((await site.stored()).map((one) => one.record.email).sort()).toEqual([
      ADA,
      "bea@example.com",
    ]);
  });

  it("restores a trapped lead: it goes on as if it had just arrived, once", async () => {
    await site.post("/api/contact", { body: { ...MESSAGE, [HONEYPOT_FIELD]: "x" } });
    const [kept] = await site.stored();
    const id = kept?.id ?? "";
    const restore = () =>
      site.post(inboxStatusEndpoint(id), {
        headers: pageHeaders(site, owner),
        body: { status: "new" },
      });
    const restored = await restore();
    expect(restored.statusCode).toBe(200);
    const detail = restored.body as LeadDetail;
    expect([detail.status, detail.trapped]).toEqual(["new", false]);
    expect(detail.deliveries.map((one) => one.target).sort()).toEqual([
      "owner-email",
      "visitor-email",
    ]);
    await runOwed();
    await catcher.waitFor((mail) => mail.to.includes(ADA));
    await catcher.waitFor((mail) => mail.to.includes("owner@example.com"));

    // Marked spam and restored again: it was taken in once, and is not owed twice.
    await site.post(inboxStatusEndpoint(id), {
      headers: pageHeaders(site, owner),
      body: { status: "spam" },
    });
    await restore();
    await runOwed();
    expect((await lead(id)).deliveries).toHaveLength(2);
    expect(catcher.caught).toHaveLength(2);
  });

  it("purges a trapped lead after its own period, and keeps a restored one", async () => {
    await site.post("/api/contact", { body: { ...MESSAGE, [HONEYPOT_FIELD]: "x" } });
    await site.post("/api/contact", {
      body: { ...MESSAGE, email: "bea@example.com", [HONEYPOT_FIELD]: "x" },
    });
    const [first, second] = await site.stored();
    await site.post(inboxStatusEndpoint(second?.id ?? ""), {
      headers: pageHeaders(site, owner),
      body: { status: "new" },
    });
    const period = ruleById(RETENTION, "trapped").period;
    expect(period).toEqual({ days: 30 });
    const early = await purge(storesOf(site), { now: new Date(Date.now() + 29 * DAY) });
    expect(early.submissions.trapped).toBe(0);
    const due = await purge(storesOf(site), { now: new Date(Date.now() + 31 * DAY) });
    expect(due.submissions.trapped).toBe(1);
    expect(due.listed).toEqual([expect.objectContaining({ id: first?.id, rule: "trapped" })]);
    expect((await listAll(storesOf(site).store)).map((one) => one.id)).toEqual([second?.id]);
  });
});
