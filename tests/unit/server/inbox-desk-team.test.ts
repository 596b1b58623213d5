// The lead desk's team part over HTTP, against the real server on both stores: assigning a lead
// (its history, the audit trail, the "Mine" filter), changing many leads in one request, and a
// lead's neighbours in the list it was opened from.
import fc from "fast-check";
import {
  INBOX_ENDPOINTS,
  inboxLeadEndpoint,
  type AuditPage,
  type LeadDetail,
  type LeadPage,
} from "../../../src/lib/inbox/api";
import { INBOX_ROUTES, routePath } from "../../../src/lib/inbox/endpoints";
import { leadQueryString } from "../../../src/lib/inbox/filter";
import { leadFields } from "../../../src/lib/inbox/lead-fields";
import { codeLabel } from "../../../src/emails/labels";
import { BULK_MAX_LEADS } from "../../../src/lib/inbox/limits";
import type { BulkResult, Neighbours } from "../../../src/lib/inbox/team-api";
import { startSite, type TestSite } from "./harness";
import { pageHeaders, signedInMember, type Member } from "./inbox-client";
import { appStores } from "./app-stores";

jest.setTimeout(60_000);

const STORES = appStores();

describe.each(STORES)("on %s", (_name, env) => {
  let site: TestSite;
  let owner: Member;
  let member: Member;

  beforeEach(async () => {
    site = await startSite(await env());
    owner = await signedInMember(site, "owner@example.com");
    member = await signedInMember(site, "conor@example.com", "member");
  });
  afterEach(() => site.close());

  const read = (path: string, who: Member = owner) => site.get(path, { cookie: who.cookie });
  const change = (path: string, body: object, who: Member = owner) =>
    site.post(path, { headers: pageHeaders(site, who), body });
  const bulk = (body: unknown, who: Member = owner) =>
    site.post(INBOX_ROUTES.bulk.url, {
      headers: pageHeaders(site, who),
      body: JSON.stringify(body) ?? "null",
    });

  async function leads(count: number): Promise<string[]> {
    for (let n = 0; n < count; n += 1) {
      const answer = await site.post("/api/contact", {
        body: { name: `Person ${n}`, email: `p${n}@example.com`, subject: "Hi", message: `m ${n}` },
      });
      expect(answer.statusCode).toBe(200);
    }
    const page = (await read(INBOX_ENDPOINTS.leads)).body as LeadPage;
    return page.leads.map((lead) => lead.id);
  }
  const lead = async (id: string) => (await read(inboxLeadEndpoint(id))).body as LeadDetail;
  const list = async (query = "", who: Member = owner) =>
    (await read(`${INBOX_ENDPOINTS.leads}${query}`, who)).body as LeadPage;

  it("assigns a lead to a member: in its history, the audit trail and the member's Mine", async () => {
    const [first, second] = await leads(2);
    const assignees = (await read(INBOX_ROUTES.assignees.url, member)).body as {
      id: string;
      email: string;
    }[];
    expect(assignees.map((one) => one.email)).toEqual(["conor@example.com", "owner@example.com"]);

    const url = routePath(INBOX_ROUTES.assign, { params: { id: first ?? "" } });
    const assigned = await change(url, { assignee: member.info.user.id });
    expect(assigned.statusCode).toBe(200);
    const detail = assigned.body as LeadDetail;
    expect(detail.assignee).toEqual({ id: member.info.user.id, email: "conor@example.com" });
    expect(detail.events).toEqual([
      expect.objectContaining({
        type: "assigned",
        by: "owner@example.com",
        to: "conor@example.com",
      }),
    ]);

    const mine = `?${new URLSearchParams({ assignee: "me" })}`;
    expect((await list(mine, member)).leads.map((one) => one.id)).toEqual([first]);
    expect((await list(mine, owner)).total).toBe(0);
    expect((await list("", member)).leads.map((one) => one.id)).toEqual([first, second]);

    const unassigned = (await change(url, { assignee: null })).body as LeadDetail;
    expect(unassigned.assignee).toBeNull();
    expect(unassigned.events.map((event) => event.type === "assigned" && event.to)).toEqual([
      "conor@example.com",
      null,
    ]);
    const audit = (await read(INBOX_ENDPOINTS.audit)).body as AuditPage;
    expect(
      audit.entries.filter((entry) => entry.action === "assigned").map((entry) => entry.detail),
    ).toEqual(["unassigned", "to a member"]);

    const nobody = await change(url, { assignee: "00000000-0000-4000-8000-000000000000" });
    expect(nobody.statusCode).toBe(404);
    expect((await lead(first ?? "")).assignee).toBeNull();
  });

  it("changes many leads at once: each lead's event kept, the audit trail one entry a lead", async () => {
    const ids = await leads(3);
    const spam = await bulk({ ids, action: { kind: "status", status: "spam" } });
    expect(spam.statusCode).toBe(200);
    expect(spam.body).toEqual({ leads: 3, changed: 3 } satisfies BulkResult);
    for (const id of ids) {
      const one = await lead(id);
      expect(one.status).toBe("spam");
      expect(one.events).toEqual([
        expect.objectContaining({ type: "status", from: "new", to: "spam" }),
      ]);
    }
    const again = await bulk({ ids, action: { kind: "status", status: "spam" } });
    expect(again.body).toEqual({ leads: 3, changed: 0 });

    const assign = await bulk(
      { ids: ids.slice(0, 2), action: { kind: "assign", assignee: owner.info.user.id } },
      member,
    );
    expect(assign.body).toEqual({ leads: 2, changed: 2 });
    expect((await list(`?assignee=me`)).total).toBe(2);

    const audit = (await read(INBOX_ENDPOINTS.audit)).body as AuditPage;
    const targets = (action: string) =>
      audit.entries
        .filter((entry) => entry.action === action)
        .map((entry) => entry.target)
        .sort();
    expect(targets("status-changed")).toEqual([...ids].sort());
    expect(targets("assigned")).toEqual(ids.slice(0, 2).sort());
  });

  it("takes only a well-formed selection, and an unknown lead changes none of them", async () => {
    const ids = await leads(3);
    const known = fc.constantFrom(...ids);
    const unknown = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 100 }));
    const action = fc.oneof(
      fc.constant({ kind: "status", status: "won" }),
      fc.constant({ kind: "assign", assignee: member.info.user.id }),
    );
    const badIds = fc.oneof(
      fc.constant([]),
      fc.array(fc.uuid(), { minLength: BULK_MAX_LEADS + 1, maxLength: BULK_MAX_LEADS + 5 }),
      known.map((id) => [id, id]),
      fc.array(
        fc.oneof(fc.integer(), fc.constant(null), fc.string({ minLength: 101, maxLength: 120 })),
        { minLength: 1, maxLength: 3 },
      ),
      fc.anything().filter((value) => !Array.isArray(value) && value !== undefined),
    );
    await fc.assert(
      fc.asyncProperty(badIds, action, async (bad, act) => {
        const answer = await bulk({ ids: bad, action: act });
        expect(answer.statusCode).toBe(400);
        expect(answer.body).toEqual({
          error: expect.stringMatching(/^Invalid (selection|lead id)$/),
          hint: expect.any(String),
        });
      }),
      { numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.oneof(known, unknown), { minLength: 1, maxLength: 6 }),
        action,
        async (some, act) => {
          fc.pre(some.some((id) => !ids.includes(id)));
          const answer = await bulk({ ids: some, action: act });
          expect(answer.statusCode).toBe(404);
        },
      ),
      { numRuns: 25 },
    );
    const bodies = fc.oneof(
      fc.anything(),
      fc.record({ ids: fc.constant(ids), action: fc.anything() }),
      fc.record({
        ids: fc.constant(ids),
        action: fc.record({ kind: fc.constant("status"), status: fc.string() }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const answer = await bulk(body);
        expect(answer.statusCode).toBe(400);
      }),
      { numRuns: 25 },
    );
    for (const id of ids) {
      const one = await lead(id);
      expect([one.status, one.assignee, one.events]).toEqual(["new", null, []]);
    }
    const most = await bulk({
      ids: [...ids, ...Array.from({ length: BULK_MAX_LEADS - 3 }, () => crypto.randomUUID())],
      action: { kind: "status", status: "won" },
    });
    expect(most.statusCode).toBe(404);
  });

  it("names every code in words: the list, the lead and the CSV", async () => {
    const sent = await site.post("/api/subscribe", {
      body: {
        name: "Zoë",
        email: "zoe@example.com",
        source: "cta_lead_capture",
        interest: "automation",
      },
    });
    expect(sent.statusCode).toBe(200);
    const [listed] = (await list()).leads;
    expect(listed?.excerpt).toBe("AI automation");
    const fields = leadFields(await lead(listed?.id ?? ""), codeLabel);
    expect(fields.find((one) => one.name === "interest")?.value).toBe("AI automation");
    expect(fields.find((one) => one.name === "source")?.value).toBe(
      "Consultation request (home page)",
    );
    const csv = (await read(INBOX_ENDPOINTS.exportCsv)).text;
    expect(csv).toContain("Consultation request (home page)");
    expect(csv).toContain("AI automation");
    expect(csv).not.toMatch(/\bautomation\b(?<!AI automation)/);
    expect(csv).not.toContain("cta_lead_capture");
  });

  it("finds a lead's neighbours in the list it was opened from", async () => {
    const [newest, middle, oldest] = await leads(3);
    const beside = async (id: string | undefined, query = "") =>
      (await read(`${routePath(INBOX_ROUTES.neighbours, { params: { id: id ?? "" } })}${query}`))
        .body as Neighbours;
    expect(await beside(middle)).toEqual({ previous: newest, next: oldest });
    expect(await beside(newest)).toEqual({ previous: null, next: middle });
    expect(await beside(oldest)).toEqual({ previous: middle, next: null });
    await bulk({ ids: [middle], action: { kind: "status", status: "won" } });
    const news = leadQueryString({ status: "new" });
    expect(await beside(newest, news)).toEqual({ previous: null, next: oldest });
    expect(await beside(oldest, news)).toEqual({ previous: newest, next: null });
    const words = leadQueryString({ q: "Person" });
    expect(await beside(middle, words)).toEqual({ previous: newest, next: oldest });
    // Needs a reply lists the oldest enquiry first, and its neighbours follow that order.
    const replyQueue = leadQueryString({ queue: "reply" });
    expect(await beside(oldest, replyQueue)).toEqual({ previous: null, next: middle });
    expect(await beside(middle, replyQueue)).toEqual({ previous: oldest, next: newest });
    expect(await beside(newest, replyQueue)).toEqual({ previous: middle, next: null });
    const unknown = await read(routePath(INBOX_ROUTES.neighbours, { params: { id: "nope" } }));
    expect(unknown.statusCode).toBe(404);
  });
});
