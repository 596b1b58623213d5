// The inbox's answers against their declared shapes (src/lib/inbox/answers.ts): the real app's
// answers all fit, read by the page's own client; and the client refuses one that does not.
import * as v from "valibot";
import { INBOX_ENDPOINTS } from "../../../src/lib/inbox/api";
import {
  auditAnswer,
  leadAnswer,
  leadPageAnswer,
  membersAnswer,
  sessionAnswer,
} from "../../../src/lib/inbox/answers";
import { createInboxClient, InboxRequestError, MALFORMED } from "../../../src/inbox/api-client";
import { startSite, type TestSite } from "./harness";
import { inboxOf, signedInMember, type Member } from "./inbox-client";

let site: TestSite;
let owner: Member;

beforeAll(async () => {
  site = await startSite();
  owner = await signedInMember(site, "owner@example.com");
  for (const body of [
    { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A new site" },
    { email: "bo@example.com", source: "footer_newsletter" },
  ]) {
    const path = "subject" in body ? "/api/contact" : "/api/subscribe";
    expect((await site.post(path, { body })).statusCode).toBe(200);
  }
});
afterAll(() => site.close());

/** The page's client, sending a member's cookie (the owner's) and our Origin to the real app. */
const ownersClient = (member: Member = owner) =>
  createInboxClient((input, init) =>
    fetch(new URL(input, site.base), {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string>),
        cookie: member.cookie,
        origin: site.base,
      },
    }),
  );

describe("every inbox answer", () => {
  it("fits its declared shape, as the page's client reads it", async () => {
    const client = ownersClient();
    expect(await client.session()).toMatchObject({ user: { email: "owner@example.com" } });
    const page = await client.leads({}, 1);
    expect(page.total).toBe(2);
    for (const { id } of page.leads) {
      await client.addNote(id, "Called back");
      expect((await client.lead(id)).events).toHaveLength(1);
    }
    expect(await client.leads({ status: "new", q: "ada" }, 1)).toMatchObject({ total: 1 });
    expect((await client.invite("member@example.com")).member.role).toBe("member");
    expect(await client.members()).toHaveLength(2);
    expect((await client.audit(1)).entries.length).toBeGreaterThan(0);
  });

  it("of every change fits its declared shape, as the page's client reads it", async () => {
    const client = ownersClient();
    await client.session();
    const [first] = (await client.leads({ q: "ada" }, 1)).leads;
    await client.setStatus(first?.id ?? "", "contacted");
    expect((await client.passkeyOptions()).challenge).toEqual(expect.any(String));
    expect((await client.registerOptions()).challenge).toEqual(expect.any(String));
    await client.emailLink("nobody@example.com");
    const leaving = await client.invite("leaving@example.com");
    await client.removeMember(leaving.member.id);
    const file = await client.personExport("bo@example.com");
    expect(JSON.parse(await file.text())).toMatchObject({ email: "bo@example.com" });
    await client.personErase("bo@example.com");
    const second = ownersClient(await signedInMember(site, "second@example.com"));
    await second.session();
    await second.signOutEverywhere();
    await expect(second.session()).resolves.toBeNull();
  });

  it.each([
    [INBOX_ENDPOINTS.session, sessionAnswer],
    [INBOX_ENDPOINTS.leads, leadPageAnswer],
    [INBOX_ENDPOINTS.members, membersAnswer],
    [INBOX_ENDPOINTS.audit, auditAnswer],
  ])("GET %s answers in its declared shape", async (path, schema) => {
    const answer = await site.get(path, { cookie: owner.cookie, origin: site.base });
    expect(answer.statusCode).toBe(200);
    expect(v.safeParse(schema, answer.body).issues).toBeUndefined();
  });

  it("of a lead answers in its declared shape", async () => {
    const headers = { cookie: owner.cookie, origin: site.base };
    const list = await site.get(INBOX_ENDPOINTS.leads, headers);
    const page = v.parse(leadPageAnswer, list.body);
    for (const { id } of page.leads) {
      const answer = await site.get(`${INBOX_ENDPOINTS.leads}/${id}`, headers);
      expect(v.safeParse(leadAnswer, answer.body).issues).toBeUndefined();
    }
  });
});

describe("an answer of the real app that drifts from its declaration", () => {
  it("fails in the page's client as malformed, naming the field", async () => {
    const inbox = inboxOf(site);
    const client = ownersClient();
    await client.session();
    const { leads } = await client.leads({}, 1);
    const [first] = leads;
    if (!first) throw new Error("no lead to change");
    // The store gives the route a status its declaration does not know, as a drifted server would.
    const lead = inbox.lead.bind(inbox);
    inbox.lead = async (id) => {
      const found = await lead(id);
      return found && Object.assign(found, { status: "archived" });
    };
    try {
      const failure = await client.setStatus(first.id, "won").catch((error: unknown) => error);
      expect(failure).toMatchObject({
        failure: { kind: "malformed", problem: { hint: expect.stringMatching(/^status: /) } },
      });
    } finally {
      inbox.lead = lead;
    }
  });
});

describe("the page's client", () => {
  const answering = (body: unknown) =>
    createInboxClient(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
      ),
    );

  it("refuses an answer in another shape, saying where it differs", async () => {
    const failure = await answering({ leads: [{ id: 7 }], page: 1 })
      .leads({}, 1)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InboxRequestError);
    expect(failure).toMatchObject({
      message: MALFORMED,
      failure: { kind: "malformed", problem: { hint: expect.stringMatching(/^leads\.0\.id: /) } },
    });
  });

  it.each([
    ["a lead without its deliveries", (client: ReturnType<typeof answering>) => client.lead("x")],
    ["members as an object", (client: ReturnType<typeof answering>) => client.members()],
    ["an audit page without entries", (client: ReturnType<typeof answering>) => client.audit(1)],
  ])("refuses %s", async (_what, call) => {
    await expect(call(answering({ id: "x", members: [] }))).rejects.toMatchObject({
      failure: { kind: "malformed" },
    });
  });
});
