// The owner's daily digest tells of the lead desk: last whole UK week's reply figures per form,
// and the enquiries unanswered past their 24 hours, each linking to its lead. Against the real
// server and store, the digest received by a real SMTP server.
import { parse } from "node-html-parser";
import { INBOX_ENDPOINTS, inboxLeadPath, type LeadPage } from "../../../src/lib/inbox/api";
import { sendDigest } from "../../../src/server/digest";
import { closeMail } from "../../../src/server/mail";
import { startMailCatcher, type MailCatcher } from "../../e2e/mail-catcher";
import { startSite, type TestSite } from "./harness";
import { signedInMember, stampLead } from "./inbox-client";

const OWNER = "owner@example.com";

jest.setTimeout(30_000);

let site: TestSite;
let catcher: MailCatcher;

beforeEach(async () => {
  catcher = await startMailCatcher();
  site = await startSite({
    SMTP_URL: catcher.url,
    MAIL_FROM: "Scalewise Studio <hello@example.com>",
    OWNER_EMAIL: OWNER,
  });
});
afterEach(async () => {
  closeMail();
  await site.close();
  await catcher.close();
});

const t = (iso: string) => new Date(iso);

async function idsByEmail(): Promise<Map<string, string>> {
  const owner = await signedInMember(site, "member@example.com");
  const page = (await site.get(`${INBOX_ENDPOINTS.leads}?queue=all`, { cookie: owner.cookie }))
    .body as LeadPage;
  return new Map(page.leads.map((lead) => [lead.email, lead.id]));
}

it("lists the overdue enquiries with links, and last week's figures per form", async () => {
  const contact = (name: string, email: string) =>
    site.post("/api/contact", { body: { name, email, subject: "S", message: "M" } });
  await contact("Ada", "ada@example.com");
  await contact("Bea", "bea@example.com");
  await site.post("/api/subscribe", { body: { email: "cy@example.com", source: "newsletter" } });
  await site.post("/api/subscribe", {
    body: { name: "Di", email: "di@example.com", source: "consultation_booking" },
  });
  const ids = await idsByEmail();
  const id = (email: string) => ids.get(email) ?? "";
  stampLead(site, id("ada@example.com"), t("2026-10-27T10:00:00Z"), t("2026-10-27T12:00:00Z"));
  stampLead(site, id("bea@example.com"), t("2026-10-28T10:00:00Z"), null);
  stampLead(site, id("cy@example.com"), t("2026-10-27T10:00:00Z"), null);
  stampLead(site, id("di@example.com"), t("2026-11-04T08:00:00Z"), null);

  const { store, inbox } = site.app.service;
  if ("unavailable" in store || !inbox) throw new Error("the site has no store");
  const now = t("2026-11-04T12:00:00Z");
  const result = await sendDigest(store, site.app.fastify.settings, now, inbox);
  expect(result.detail).not.toMatch(/no sign-ups/);
  const [mail] = await catcher.waitFor(
    (caught) => caught.to.includes(OWNER) && /^Sign-ups on /.test(caught.mail.subject ?? ""),
  );
  const text = mail?.mail.text ?? "";
  expect(text).toMatch(/ENQUIRIES PAST THEIR 24 HOURS, STILL UNANSWERED \(1\)/i);
  expect(text).toContain("Bea, Message: overdue by 6 days 2 h");
  expect(text).not.toMatch(/Ada, Message: overdue|cy@example\.com, |Di, Consultation/);
  expect(text).toMatch(/HOW THE 24-HOUR PROMISE WAS KEPT, WEEK OF 26 OCTOBER 2026/i);
  expect(text).toContain("Median time to first reply 2 h; answered within 24 hours: 50% (1 of 2)");
  const links = parse(String(mail?.mail.html ?? ""))
    .querySelectorAll("a")
    .map((a) => a.getAttribute("href") ?? "");
  expect(links.some((href) => href.endsWith(inboxLeadPath(id("bea@example.com"))))).toBe(true);
});

it("sends nothing when nothing is owed, overdue or counted", async () => {
  const { store, inbox } = site.app.service;
  if ("unavailable" in store || !inbox) throw new Error("the site has no store");
  const result = await sendDigest(store, site.app.fastify.settings, new Date(), inbox);
  expect(result).toMatchObject({
    sent: 0,
    detail: "no sign-ups or erasures since the last digest",
  });
});
