// Working with leads in the owner's inbox over HTTP, against the real server and store: the list
// and its filters, a lead's status, notes and deliveries, the CSV, a person's export and erasure,
// and the audit trail that records each.
import fc from "fast-check";
import {
  INBOX_ENDPOINTS,
  inboxLeadEndpoint,
  inboxNoteEndpoint,
  inboxRetryEndpoint,
  inboxStatusEndpoint,
  type AuditPage,
  type LeadDetail,
  type LeadPage,
} from "../../../src/lib/inbox/api";
import { leadQueryString } from "../../../src/lib/inbox/filter";
import { startSite, type TestSite } from "./harness";
import { inboxOf, pageHeaders, signedInMember, storeOf, type Member } from "./inbox-client";

jest.setTimeout(30_000);

let site: TestSite;
let owner: Member;

beforeEach(async () => {
  site = await startSite();
  owner = await signedInMember(site, "owner@example.com");
});
afterEach(() => site.close());

const read = (path: string) => site.get(path, { cookie: owner.cookie });
const change = (path: string, body: object = {}, method = "POST") =>
  site.post(path, { method, headers: pageHeaders(site, owner), body });

async function leadsWith(query = ""): Promise<LeadPage> {
  const answer = await read(`${INBOX_ENDPOINTS.leads}${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.body as LeadPage;
}

async function contact(name: string, email: string, message: string) {
  const answer = await site.post("/api/contact", {
    body: { name, email, subject: "A new platform", message },
  });
  expect(answer.statusCode).toBe(200);
}
async function consultation(name: string, email: string, company: string) {
  const answer = await site.post("/api/subscribe", {
    body: { name, email, company, source: "consultation_booking", interest: "automation" },
  });
  expect(answer.statusCode).toBe(200);
}
async function signUp(email: string, source = "footer_newsletter") {
  expect((await site.post("/api/subscribe", { body: { email, source } })).statusCode).toBe(200);
}

describe("the list", () => {
  it("shows every lead newest first with counts per status, and finds by word", async () => {
    await contact("Ada Lovelace", "ada@analytical.example", "We need a billing engine");
    await signUp("ben@example.com");
    await consultation("Zoë Brown", "zoe@brown.example", "Brown Ltd");
    const all = await leadsWith();
    expect(all.total).toBe(3);
    expect(all.leads.map((lead) => lead.email)).toEqual([
      "zoe@brown.example",
      "ben@example.com",
      "ada@analytical.example",
    ]);
    expect(all.counts).toMatchObject({ new: 3, contacted: 0, spam: 0 });
    for (const [q, email] of [
      ["billing", "ada@analytical.example"],
      ["analyt", "ada@analytical.example"],
      ["zoe", "zoe@brown.example"],
      ["brown ltd", "zoe@brown.example"],
    ]) {
      const found = await leadsWith(leadQueryString({ q }));
      expect([q, found.leads.map((lead) => lead.email)]).toEqual([q, [email]]);
    }
    const newsletters = await leadsWith(leadQueryString({ form: "newsletter" }));
    expect(newsletters.leads.map((lead) => lead.email)).toEqual(["ben@example.com"]);
  });

  it("filters by status and day, and counts per status without the status filter", async () => {
    await contact("Ada Lovelace", "ada@analytical.example", "Hello");
    await contact("Bo Chen", "bo@example.com", "Hello again");
    const [first] = (await leadsWith()).leads;
    expect(
      (await change(inboxStatusEndpoint(first?.id ?? ""), { status: "contacted" })).statusCode,
    ).toBe(200);
    const contacted = await leadsWith(leadQueryString({ status: "contacted" }));
    expect(contacted.leads.map((lead) => lead.id)).toEqual([first?.id]);
    expect(contacted.counts).toMatchObject({ new: 1, contacted: 1 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await leadsWith(leadQueryString({ from: "2020-01-01", to: "2020-12-31" }))).total).toBe(
      0,
    );
    expect((await leadsWith(leadQueryString({ from: "2020-01-01" }))).total).toBe(2);
    expect(today).toMatch(/^\d{4}-/);
  });

  it("refuses a bad filter in words, and takes any search text without a fault", async () => {
    const bad = await read(`${INBOX_ENDPOINTS.leads}?status=archived`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ error: "Invalid filter" });
    await contact("Ada Lovelace", "ada@analytical.example", "Hello");
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (q) => {
        const answer = await read(`${INBOX_ENDPOINTS.leads}?q=${encodeURIComponent(q)}`);
        expect(answer.statusCode).toBe(200);
      }),
      { numRuns: 80 },
    );
  });
});

describe("a lead", () => {
  it("keeps status changes and notes with who and when, oldest first", async () => {
    await contact("Ada Lovelace", "ada@analytical.example", "Hello");
    const [lead] = (await leadsWith()).leads;
    const id = lead?.id ?? "";
    await change(inboxStatusEndpoint(id), { status: "contacted" });
    const noted = await change(inboxNoteEndpoint(id), { text: "Called: wants a demo on Friday" });
    expect(noted.statusCode).toBe(200);
    await change(inboxStatusEndpoint(id), { status: "spam" });
    const detail = (await read(inboxLeadEndpoint(id))).body as LeadDetail;
    expect(detail.status).toBe("spam");
    expect(detail.record).toMatchObject({ name: "Ada Lovelace", message: "Hello" });
    expect(detail.events.map((event) => event.type)).toEqual(["status", "note", "status"]);
    expect(detail.events[1]).toMatchObject({
      type: "note",
      by: "owner@example.com",
      text: "Called: wants a demo on Friday",
    });
    expect(detail.events[2]).toMatchObject({ from: "contacted", to: "spam" });
  });

  it("refuses an empty note and an unknown status, and answers 404 for an unknown lead", async () => {
    await contact("Ada Lovelace", "ada@analytical.example", "Hello");
    const [lead] = (await leadsWith()).leads;
    expect((await change(inboxNoteEndpoint(lead?.id ?? ""), { text: "   " })).statusCode).toBe(400);
    expect((await change(inboxStatusEndpoint(lead?.id ?? ""), { status: "done" })).statusCode).toBe(
      400,
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await read(inboxLeadEndpoint(unknown))).statusCode).toBe(404);
  });

  it("retries a failed delivery: it is owed again at once", async () => {
    await contact("Ada Lovelace", "ada@analytical.example", "Hello");
    const [lead] = (await leadsWith()).leads;
    const id = lead?.id ?? "";
    const store = storeOf(site);
    await store.owe(id, "webhook", new Date());
    await store.record(id, "webhook", {
      state: "failed",
      attempts: 8,
      lastAttemptAt: new Date().toISOString(),
      status: 502,
      detail: "the webhook answered 502",
    });
    expect((await leadsWith()).leads[0]?.failed).toBe(1);
    const answer = await change(inboxRetryEndpoint(id, "webhook"));
    expect(answer.statusCode).toBe(200);
    const webhook = (answer.body as LeadDetail).deliveries.find((d) => d.target === "webhook");
    expect(webhook).toMatchObject({ state: "pending", attempts: 0 });
    expect((await change(inboxRetryEndpoint(id, "webhook"))).statusCode).toBe(409);
  });
});

describe("exports and erasure", () => {
  it("exports the filter as CSV with each lead's status, guarding cells from formulas", async () => {
    await contact("=HYPERLINK(1)", "ada@analytical.example", "Hello, world");
    const answer = await read(INBOX_ENDPOINTS.exportCsv);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="leads-/);
    const [header, row] = answer.text.split("\r\n");
    expect(header).toMatch(/^status,received_at \(Europe\/London\),/);
    expect(row).toMatch(/^new,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,contact,/);
    expect(row).toContain("'=HYPERLINK(1)");
    // The bytes start with UTF-8's byte-order mark (a decoder drops it from the text).
    const bytes = await fetch(new URL(INBOX_ENDPOINTS.exportCsv, site.base), {
      headers: { cookie: owner.cookie },
    }).then((response) => response.arrayBuffer());
    expect([...new Uint8Array(bytes).slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, "s".charCodeAt(0)]);
  });

  it("exports and erases a person's data, and the audit trail never names them", async () => {
    await contact("Ada Lovelace", "ada@analytical.example", "Hello");
    await signUp("ada@analytical.example");
    const [lead] = (await leadsWith()).leads;
    await change(inboxNoteEndpoint(lead?.id ?? ""), { text: "Ada asked to be erased" });
    const exported = await change(INBOX_ENDPOINTS.personExport, {
      email: "ada@analytical.example",
    });
    expect(exported.statusCode).toBe(200);
    expect((exported.body as { submissions: unknown[] }).submissions).toHaveLength(2);
    const unconfirmed = await change(INBOX_ENDPOINTS.personErase, {
      email: "ada@analytical.example",
    });
    expect(unconfirmed.statusCode).toBe(400);
    const erased = await change(INBOX_ENDPOINTS.personErase, {
      email: "ada@analytical.example",
      confirm: "erase",
    });
    expect(erased.statusCode).toBe(200);
    expect((await leadsWith()).total).toBe(0);
    expect(await inboxOf(site).lead(lead?.id ?? "")).toBeUndefined();
    const audit = (await read(INBOX_ENDPOINTS.audit)).body as AuditPage;
    const actions = audit.entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["person-exported", "person-erased", "note-added", "signed-in"]),
    );
    expect(JSON.stringify(audit)).not.toContain("ada@");
    expect(audit.entries[0]?.action).toBe("person-erased");
  });
});
