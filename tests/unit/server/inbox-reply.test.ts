// Replying from a lead's page (docs/inbox.md, "Replying"), over HTTP against the real server, its
// store (SQLite, and PostgreSQL where the store's statements differ) and a real SMTP server: the
// reply threads with our confirmation, answers reach the member, and the lead is marked answered.
import fc from "fast-check";
import {
  INBOX_ENDPOINTS,
  type AuditPage,
  type LeadDetail,
  type LeadPage,
} from "../../../src/lib/inbox/api";
import { INBOX_ROUTES, routePath } from "../../../src/lib/inbox/endpoints";
import { REPLY_MAX_LENGTH } from "../../../src/lib/inbox/limits";
import type { ReplyDraft } from "../../../src/lib/inbox/reply";
import { exportPerson } from "../../../src/server/person-data";
import { suppressionHash } from "../../../src/server/suppression";
import type { Env } from "../../../src/server/settings";
import type { Caught, MailCatcher } from "../../e2e/mail-catcher";
import { storesOf, type TestSite } from "./harness";
import { pageHeaders, signedInMember, startMailedSite, storeOf, type Member } from "./inbox-client";
import { postgresForTests } from "./postgres";

jest.setTimeout(60_000);

const postgres = postgresForTests();
const OWNER = "owner@example.com";
const VISITOR = "ada@analytical.example";

let site: TestSite;
let catcher: MailCatcher;
let close: () => Promise<void>;
let owner: Member;

async function start(env: Env = {}) {
  ({ site, catcher, close } = await startMailedSite({ OWNER_EMAIL: "alerts@example.com", ...env }));
  owner = await signedInMember(site, OWNER);
}
afterEach(() => close());

const read = (path: string) => site.get(path, { cookie: owner.cookie });
const change = (path: string, body: object = {}) =>
  site.post(path, { headers: pageHeaders(site, owner), body });

const draftOf = async (id: string) =>
  (await read(routePath(INBOX_ROUTES.replyDraft, { params: { id } }))).body as ReplyDraft;
const sendReply = (id: string, body: object) =>
  change(routePath(INBOX_ROUTES.sendReply, { params: { id } }), body);
const markAnswered = (id: string) =>
  change(routePath(INBOX_ROUTES.markAnswered, { params: { id } }));

/** A message sent through the contact form, and its id once the visitor's confirmation went. */
async function contactLead(email = VISITOR): Promise<string> {
  const answer = await site.post("/api/contact", {
    body: { name: "Ada Lovelace", email, subject: "A new platform", message: "Can you help?" },
  });
  expect(answer.statusCode).toBe(200);
  await catcher.waitFor((caught) => caught.to.includes(email));
  const page = (await read(INBOX_ENDPOINTS.leads)).body as LeadPage;
  const id = page.leads.find((lead) => lead.email === email)?.id;
  if (!id) throw new Error("the lead is not listed");
  return id;
}

const toVisitor = (caught: Caught) => caught.to.includes(VISITOR);

describe.each([
  ["SQLite", async () => ({})],
  ["PostgreSQL", async () => ({ DATABASE_URL: await postgres.freshDatabase() })],
])("a reply on %s", (_name, env) => {
  it("goes from MAIL_FROM, Reply-To the member, threaded to our confirmation", async () => {
    await start(await env());
    const id = await contactLead();
    const [confirmation] = catcher.caught.filter(toVisitor);
    const draft = await draftOf(id);
    expect(draft).toEqual({
      to: VISITOR,
      subject: `Re: ${confirmation?.mail.subject ?? ""}`,
      threaded: true,
      blocked: null,
      firstReplyAt: null,
    });

    const sent = await sendReply(id, { subject: draft.subject, text: "Hello Ada,\n\nYes we can." });
    expect(sent.statusCode).toBe(202);
    const replies = await catcher.waitFor(toVisitor, 2);
    const reply = replies[1]?.mail;
    const confirmationId = confirmation?.mail.messageId ?? "";
    expect(confirmationId).toMatch(/^<.+@example\.com>$/);
    expect(reply?.subject).toBe(draft.subject);
    expect(reply?.from?.value[0]?.address).toBe("hello@example.com");
    expect(reply?.replyTo?.value[0]?.address).toBe(OWNER);
    expect(reply?.inReplyTo).toBe(confirmationId);
    expect(reply?.references).toBe(confirmationId);
    expect(reply?.text).toContain("Hello Ada,\n\nYes we can.");
    expect(reply?.html).toContain("Yes we can.");

    const lead = (await read(routePath(INBOX_ROUTES.lead, { params: { id } }))).body as LeadDetail;
    const delivery = lead.deliveries.find((one) => one.target === "reply");
    expect(delivery).toMatchObject({ state: "delivered", messageId: reply?.messageId });
    expect(lead.status).toBe("contacted");
    expect(lead.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "reply", way: "email", by: OWNER }),
        expect.objectContaining({ type: "status", from: "new", to: "contacted", by: OWNER }),
      ]),
    );
    const answeredAt = (await draftOf(id)).firstReplyAt;
    expect(answeredAt).not.toBeNull();

    // A second reply keeps the first reply's time, and has a Message-ID of its own.
    expect(
      (await sendReply(id, { subject: draft.subject, text: "One more thing." })).statusCode,
    ).toBe(202);
    const again = await catcher.waitFor(toVisitor, 3);
    expect(again[2]?.mail.messageId).not.toBe(reply?.messageId);
    expect(again[2]?.mail.inReplyTo).toBe(confirmationId);
    expect((await draftOf(id)).firstReplyAt).toBe(answeredAt);

    const audit = (await read(INBOX_ENDPOINTS.audit)).body as AuditPage;
    const replied = audit.entries.filter((entry) => entry.action === "replied");
    expect(replied).toHaveLength(2);
    expect(replied[0]).toMatchObject({ by: OWNER, target: id, detail: null });
    expect(JSON.stringify(audit)).not.toContain("One more thing");

    // The person's own data holds both replies, word for word.
    const exported = await exportPerson(storesOf(site), VISITOR);
    expect(exported.inbox[0]?.replies).toEqual([
      expect.objectContaining({ way: "email", by: OWNER, body: "Hello Ada,\n\nYes we can." }),
      expect.objectContaining({ way: "email", by: OWNER, body: "One more thing." }),
    ]);
  });

  it("marks a lead answered by phone: its first reply's time and its history", async () => {
    await start(await env());
    const id = await contactLead();
    const answer = await markAnswered(id);
    expect(answer.statusCode).toBe(200);
    const lead = answer.body as LeadDetail;
    expect(lead.status).toBe("contacted");
    expect(lead.events).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: "reply", way: "phone", by: OWNER })]),
    );
    expect((await draftOf(id)).firstReplyAt).not.toBeNull();
    expect(lead.deliveries.some((delivery) => delivery.target === "reply")).toBe(false);
    const audit = (await read(INBOX_ENDPOINTS.audit)).body as AuditPage;
    expect(audit.entries[0]).toMatchObject({ action: "marked-answered", target: id });
  });
});

describe("what a reply is refused", () => {
  it("sends nothing to an address that unsubscribed, and says why", async () => {
    await start();
    const id = await contactLead();
    const store = storeOf(site);
    await store.suppress(await suppressionHash(store, VISITOR), "unsubscribed", new Date());
    expect((await draftOf(id)).blocked).toBe("suppressed");
    const refused = await sendReply(id, { subject: "Re: hello", text: "Hello" });
    expect(refused.statusCode).toBe(409);
    expect((await draftOf(id)).firstReplyAt).toBeNull();
    expect(catcher.caught.filter(toVisitor)).toHaveLength(1);
  });

  it("holds a second reply while the first is still owed, so neither is sent as the other", async () => {
    await start();
    const id = await contactLead();
    await catcher.down();
    expect((await sendReply(id, { subject: "Re: one", text: "The first" })).statusCode).toBe(202);
    const busy = await sendReply(id, { subject: "Re: two", text: "The second" });
    expect(busy.statusCode).toBe(409);
    expect(busy.body).toMatchObject({ error: "The last reply is still being sent" });
    await catcher.up();
    await storesOf(site).store.owe(id, "reply", new Date());
    await site.app.service.outbox?.runOwed();
    const [, reply] = await catcher.waitFor(toVisitor, 2);
    expect(reply?.mail.text).toContain("The first");
    expect(catcher.caught.some(({ mail }) => String(mail.text).includes("The second"))).toBe(false);
  });

  it("sends nothing without an address to write to", async () => {
    await start();
    const store = storeOf(site);
    const added = await store.add({
      kind: "contact",
      idempotencyKey: null,
      requestHash: "h",
      record: {
        name: "No One",
        email: "two@example.com, three@example.com",
        phone: "",
        website: "",
        subject: "s",
        message: "m",
        budget: "",
        howHeard: "",
      },
      targets: [],
    });
    const draft = await draftOf(added.id);
    expect(draft).toMatchObject({ to: null, blocked: "no-address", threaded: false });
    expect((await sendReply(added.id, { subject: draft.subject, text: "Hi" })).statusCode).toBe(
      409,
    );
  });

  it("refuses an empty, overlong or control-laden reply with a 400, whatever is typed", async () => {
    await start();
    const id = await contactLead();
    expect((await sendReply(id, { subject: "Re: x", text: "   " })).statusCode).toBe(400);
    expect(
      (await sendReply(id, { subject: "Re: x", text: "a".repeat(REPLY_MAX_LENGTH + 1) }))
        .statusCode,
    ).toBe(400);
    expect((await sendReply(id, { subject: "Re: x\r\nBcc: a@b.c", text: "Hi" })).statusCode).toBe(
      400,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 60 }),
        async (subject, text) => {
          const answer = await sendReply(id, { subject, text });
          expect([202, 400, 409]).toContain(answer.statusCode);
          if (answer.statusCode === 400)
            expect(answer.body).toEqual({ error: expect.any(String), hint: expect.any(String) });
        },
      ),
      { numRuns: 40 },
    );
    // Whatever was accepted went out as text: no header of our reply carries what was typed.
    const replies = catcher.caught.filter(toVisitor).slice(1);
    for (const { mail } of replies) {
      expect(mail.to && "value" in mail.to ? mail.to.value.map((a) => a.address) : []).toEqual([
        VISITOR,
      ]);
      expect(mail.bcc).toBeUndefined();
      expect(mail.cc).toBeUndefined();
    }
  });
});
