// The inbox's store: one contract, two databases (the embedded SQLite store and a real PostgreSQL
// server). The inbox's routes do everything through this interface, so both must pass every test.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { LeadStatus } from "../../../src/lib/inbox/statuses";
import { leadPurpose, RESOURCE_IDS } from "../../../src/lib/leads/lead-purpose";
import { LEAD_SOURCES } from "../../../src/lib/leads/sources";
import { erasePerson } from "../../../src/server/person-data";
import { QUOTA_DETAIL } from "../../../src/server/store/types";
import {
  addAt,
  at,
  bothStores,
  contact,
  fiveLeads,
  hour,
  ids,
  lead,
  OWNER,
  type Opened,
} from "./inbox-stores";

const noFetch = () => Promise.reject(new Error("no platform is asked"));

describe.each(bothStores())("the inbox on the %s store", (_name, open) => {
  let opened: Opened;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.cleanup());

  it("brings a store holding leads up to date: each new, its form known, found by its words", async () => {
    await opened.cleanup();
    const older = [
      {
        id: randomUUID(),
        kind: "lead" as const,
        record: { email: "old@harbour.example", name: "Olga Øberg", source: "newsletter" },
        receivedAt: hour(1),
      },
      {
        id: randomUUID(),
        kind: "contact" as const,
        record: {
          email: "con@tact.example",
          name: "Con Tact",
          subject: "Quote",
          message: "A website, please",
        },
        receivedAt: hour(2),
      },
      {
        id: randomUUID(),
        kind: "lead" as const,
        record: { email: "plain@example.com", source: "cta_lead_capture" },
        receivedAt: hour(3),
      },
    ];
    opened = await open(older);
    const [plain, con, old] = (await opened.inbox.leads({}, 1, 10)).leads;
    expect([plain?.id, con?.id, old?.id]).toEqual(older.map((lead) => lead.id).reverse());
    expect([plain?.form, con?.form, old?.form]).toEqual(["consultation", "contact", "newsletter"]);
    expect([plain?.status, con?.status, old?.status]).toEqual(["new", "new", "new"]);
    expect(ids(await opened.inbox.leads({ q: "harbour olga" }, 1, 10))).toEqual([older[0]?.id]);
    expect(ids(await opened.inbox.leads({ q: "websi" }, 1, 10))).toEqual([older[1]?.id]);
    // Each older lead was given its mailbox: found by another spelling of its address.
    const found = await opened.store.submissionsFrom("Old+tag@HARBOUR.example.");
    expect(found.map((submission) => submission.id)).toEqual([older[0]?.id]);
    expect(ids(await opened.inbox.leads({ form: "consultation" }, 1, 10))).toEqual([older[2]?.id]);
  });

  it("lists newest first a page at a time, with the total and every status's count", async () => {
    const { ada, bob, cai, dee, eve } = await fiveLeads(opened);
    const first = await opened.inbox.leads({}, 1, 2);
    expect(ids(first)).toEqual([eve, dee]);
    expect(first.total).toBe(5);
    expect(first.counts).toEqual({ new: 3, contacted: 1, qualified: 0, won: 0, lost: 0, spam: 1 });
    expect(ids(await opened.inbox.leads({}, 2, 2))).toEqual([cai, bob]);
    expect(ids(await opened.inbox.leads({}, 3, 2))).toEqual([ada]);
    expect(ids(await opened.inbox.leads({}, 4, 2))).toEqual([]);
  });

  it("keeps the order of leads received at the same moment, page after page", async () => {
    const same = [];
    for (let i = 0; i < 5; i += 1) {
      same.push(await addAt(opened, hour(1), lead({ email: `same${i}@example.com` })));
    }
    const pages = [1, 2, 3].map((page) => opened.inbox.leads({}, page, 2));
    const listed = (await Promise.all(pages)).flatMap(ids);
    expect(new Set(listed)).toEqual(new Set(same));
    expect(listed).toHaveLength(5);
    expect(ids(await opened.inbox.leads({}, 1, 5))).toEqual(listed);
  });

  it("sums a lead up: its form, name, company, excerpt and the deliveries that failed", async () => {
    const { bob, cai, dee, eve, ada } = await fiveLeads(opened);
    await opened.store.record(bob, "owner-email", { state: "failed", attempts: 5 });
    await opened.store.record(cai, "owner-email", { state: "refused", attempts: 1, status: 400 });
    const { leads } = await opened.inbox.leads({}, 1, 10);
    const byId = new Map(leads.map((summary) => [summary.id, summary]));
    expect(byId.get(bob)).toEqual({
      id: bob,
      receivedAt: hour(2),
      form: "contact",
      status: "contacted",
      name: "Bob Ngata",
      email: "bob.ngata@harbour.example",
      company: null,
      excerpt: "We need a website for our harbour tours",
      failed: 1,
      firstReplyAt: null,
    });
    expect(byId.get(cai)).toMatchObject({
      form: "consultation",
      status: "spam",
      company: "Orbit Labs",
      excerpt: "Growth plans for next year",
      failed: 1,
    });
    expect(byId.get(dee)).toMatchObject({
      form: "newsletter",
      name: null,
      excerpt: null,
      failed: 0,
    });
    expect(byId.get(ada)).toMatchObject({ form: "newsletter", name: "Ada Lovelace" });
    expect(byId.get(eve)).toMatchObject({ excerpt: "Hi" });
  });

  it("takes an excerpt from the subject or the interest, cut at a word", async () => {
    const long = `${"word ".repeat(40)}end`;
    const cut = await addAt(opened, hour(1), contact({ email: "a@b.example", message: long }));
    const subject = await addAt(
      opened,
      hour(2),
      contact({ email: "c@d.example", subject: "Hello" }),
    );
    const interest = await addAt(
      opened,
      hour(3),
      lead({ email: "e@f.example", interest: "Brand strategy" }),
    );
    const { leads } = await opened.inbox.leads({}, 1, 10);
    const excerpt = (id: string) => leads.find((summary) => summary.id === id)?.excerpt;
    expect(excerpt(cut)).toBe(`${"word ".repeat(27)}word…`);
    expect(excerpt(subject)).toBe("Hello");
    expect(excerpt(interest)).toBe("Brand strategy");
  });

  it("finds every lead of a mailbox by any spelling of its address, and no other", async () => {
    const jane = await addAt(opened, hour(1), lead({ email: "jane.doe@gmail.com" }));
    const tagged = await addAt(
      opened,
      hour(2),
      contact({ email: "JaneDoe+quotes@googlemail.com" }),
    );
    const jorg = await addAt(opened, hour(3), lead({ email: "JÖRG@Bücher.example" }));
    const elsewhere = await addAt(opened, hour(4), lead({ email: "jane.doe@example.com" }));
    await addAt(opened, hour(5), lead({ email: "janedoe2@gmail.com" }));
    const search = async (q: string) => ids(await opened.inbox.leads({ q }, 1, 10));
    expect(await search("J.A.N.E.D.O.E@GMAIL.COM")).toEqual([tagged, jane]);
    expect(await search("jörg+x@xn--bcher-kva.example")).toEqual([jorg]);
    // Words still find what they did: the start of each, every one required.
    expect(await search("jane doe")).toEqual([elsewhere, jane]);
  });

  it("does not count a visitor email held by the daily quota as failed", async () => {
    const visitorMail = { key: "quota-key", windowMs: 86_400_000, limit: 1 };
    const add = (email: string) =>
      opened.store.add({
        ...lead({ email, source: "lead_magnet" }),
        idempotencyKey: email,
        requestHash: "h",
        targets: ["visitor-email"],
        visitorMail,
      });
    await add("first@example.com");
    const second = await add("second@example.com");
    const stored = await opened.inbox.lead(second.id);
    expect(stored?.submission.deliveries).toEqual([
      expect.objectContaining({ state: "refused", detail: QUOTA_DETAIL }),
    ]);
    const { leads } = await opened.inbox.leads({}, 1, 10);
    expect(leads.map((summary) => summary.failed)).toEqual([0, 0]);
  });

  it("filters by status, form and days, each alone and together", async () => {
    const { ada, bob, cai, dee, eve } = await fiveLeads(opened);
    const list = async (filter: Parameters<Opened["inbox"]["leads"]>[0]) => {
      const page = await opened.inbox.leads(filter, 1, 10);
      return { ids: ids(page), total: page.total, counts: page.counts };
    };
    expect((await list({ status: "new" })).ids).toEqual([eve, dee, ada]);
    expect((await list({ form: "contact" })).ids).toEqual([eve, bob]);
    expect((await list({ form: "consultation" })).ids).toEqual([cai]);
    expect((await list({ form: "newsletter" })).ids).toEqual([dee, ada]);
    expect((await list({ since: at(2), until: at(4) })).ids).toEqual([cai, bob]);
    const together = await list({ status: "new", form: "contact", since: at(2) });
    expect(together.ids).toEqual([eve]);
    expect(together.total).toBe(1);
    // The counts are the filter's without its status, so each tab says what it would show.
    expect(together.counts).toEqual({
      new: 1,
      contacted: 1,
      qualified: 0,
      won: 0,
      lost: 0,
      spam: 0,
    });
    const spam = await list({ status: "spam" });
    expect(spam).toMatchObject({ ids: [cai], total: 1 });
    expect(spam.counts.spam).toBe(1);
    expect((await list({ status: "won" })).total).toBe(0);
  });

  it("files every lead by what it asked for, the store's filter as leadPurpose decides", async () => {
    const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
    const record = fc.record({
      email: fc.constant("any@example.com"),
      source: maybe(fc.constantFrom(...LEAD_SOURCES)),
      type: maybe(fc.constantFrom("strategy_call", "call", "")),
      leadMagnet: maybe(fc.constantFrom(...RESOURCE_IDS, "strategy-call", "other")),
      tags: maybe(
        fc.array(
          fc.constantFrom("scaling_guide", "newsletter", 'x"scaling_guide', 'scaling_guide"', ","),
          { maxLength: 3 },
        ),
      ),
    });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(record, async (fields) => {
        n += 1;
        const submission = lead(fields);
        const id = await addAt(
          opened,
          new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
          submission,
        );
        const purpose = leadPurpose(submission);
        const [newest] = (await opened.inbox.leads({ form: purpose }, 1, 1)).leads;
        expect(newest).toMatchObject({ id, form: purpose });
      }),
      { numRuns: 60 },
    );
  });

  it("exports every lead the filter finds, newest first, with its status and deliveries", async () => {
    const added = await Promise.all(
      Array.from({ length: 520 }, (_, i) =>
        opened.store.add({
          ...lead({
            email: `many${i}@example.com`,
            ...(i % 2
              ? { source: "newsletter" }
              : { source: "lead_magnet", leadMagnet: "roi-report" }),
          }),
          idempotencyKey: `many-${i}`,
          requestHash: "h",
          targets: ["owner-email"],
        }),
      ),
    );
    for (const [i, { id }] of added.entries()) {
      if (i % 2) await opened.receivedAt(id, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
    }
    const exported = [];
    for await (const one of opened.inbox.allLeads({ form: "newsletter" })) exported.push(one);
    expect(exported).toHaveLength(260);
    expect(new Set(exported.map((one) => one.id)).size).toBe(260);
    const times = exported.map((one) => one.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(exported[0]).toMatchObject({
      status: "new",
      kind: "lead",
      deliveries: [expect.objectContaining({ target: "owner-email", state: "pending" })],
    });
    const none = [];
    for await (const one of opened.inbox.allLeads({ q: "nobody" })) none.push(one);
    expect(none).toEqual([]);
  });

  it("gives a lead whole: the submission, its status and its history oldest first", async () => {
    const { bob } = await fiveLeads(opened);
    expect(await opened.inbox.addNote(bob, "Called: wants a quote", OWNER, at(7))).toBe(true);
    expect(await opened.inbox.setStatus(bob, "qualified", "member@studio.example", at(8))).toBe(
      "contacted",
    );
    const found = await opened.inbox.lead(bob);
    expect(found?.status).toBe("qualified");
    expect(found?.submission).toMatchObject({
      id: bob,
      kind: "contact",
      receivedAt: hour(2),
      record: { name: "Bob Ngata", subject: "A new website" },
      deliveries: [expect.objectContaining({ target: "owner-email" })],
    });
    expect(found?.events).toEqual([
      {
        type: "status",
        id: expect.any(String),
        at: hour(6),
        by: OWNER,
        from: "new",
        to: "contacted",
      },
      {
        type: "note",
        id: expect.any(String),
        at: hour(7),
        by: OWNER,
        text: "Called: wants a quote",
      },
      {
        type: "status",
        id: expect.any(String),
        at: hour(8),
        by: "member@studio.example",
        from: "contacted",
        to: "qualified",
      },
    ]);
  });

  it("keeps no change that changes nothing, and knows no lead it does not have", async () => {
    const { ada } = await fiveLeads(opened);
    expect(await opened.inbox.setStatus(ada, "new", OWNER, at(9))).toBe("new");
    expect((await opened.inbox.lead(ada))?.events).toEqual([]);
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const id of [missing, "not-an-id", ""]) {
      expect(await opened.inbox.lead(id)).toBeUndefined();
      expect(await opened.inbox.setStatus(id, "won", OWNER, at(9))).toBeUndefined();
      expect(await opened.inbox.addNote(id, "note", OWNER, at(9))).toBe(false);
    }
    expect(await opened.rows("lead_events")).toBe(2);
  });

  it("keeps every change when two are made at once", async () => {
    const { ada } = await fiveLeads(opened);
    const statuses: LeadStatus[] = ["contacted", "qualified", "won", "lost"];
    await Promise.all(statuses.map((status) => opened.inbox.setStatus(ada, status, OWNER, at(9))));
    const found = await opened.inbox.lead(ada);
    const changes = found?.events.flatMap((event) => (event.type === "status" ? [event] : []));
    expect(changes).toHaveLength(4);
    // Each change starts where the one before it ended.
    changes?.forEach((change, i) => expect(change.from).toBe(changes[i - 1]?.to ?? "new"));
    expect(found?.status).toBe(changes?.[3]?.to);
  });

  it("erases a lead's status, notes, history and search words with the lead", async () => {
    const { ada, bob } = await fiveLeads(opened);
    await opened.inbox.addNote(bob, "Bob's note", OWNER, at(7));
    await opened.inbox.setStatus(ada, "won", OWNER, at(7));
    expect(await opened.indexed("ngata")).toBe(1);
    const erased = await erasePerson(opened.store, "BOB.NGATA@harbour.example", {
      settings: { subscribe: { to: "store" } },
      fetch: noFetch,
      by: "owner",
    });
    expect(erased.submissions).toBe(1);
    expect(await opened.inbox.lead(bob)).toBeUndefined();
    expect(await opened.rows("lead_events", bob)).toBe(0);
    expect(await opened.indexed("ngata")).toBe(0);
    expect(await opened.indexed("harbour")).toBe(0);
    expect(await opened.rows("search")).toBe(4);
    expect(ids(await opened.inbox.leads({ q: "ngata" }, 1, 10))).toEqual([]);
    expect((await opened.inbox.leads({}, 1, 10)).counts.contacted).toBe(0);
    // Another lead's history stays.
    expect(await opened.rows("lead_events", ada)).toBe(1);
    await opened.store.remove([ada]);
    expect(await opened.rows("lead_events")).toBe(1);
    expect(await opened.rows("search")).toBe(3);
  });

  it("makes an account once per address, whatever its case", async () => {
    const made = await opened.inbox.addAccount(" Owner@Studio.example ", "owner", at(1));
    expect(made).toEqual({
      id: expect.any(String),
      email: "owner@studio.example",
      role: "owner",
      invitedAt: hour(1),
    });
    expect(await opened.inbox.addAccount("OWNER@studio.example", "member", at(2))).toEqual(made);
    expect(await opened.inbox.accountByEmail("owner@STUDIO.example")).toEqual(made);
    expect(await opened.inbox.account(made.id)).toEqual(made);
    expect(await opened.inbox.account("not-an-id")).toBeUndefined();
    expect(await opened.inbox.accountByEmail("nobody@studio.example")).toBeUndefined();
    expect(await opened.inbox.countRole("owner")).toBe(1);
    expect(await opened.inbox.countRole("member")).toBe(0);
  });

  it("lists the team owners first, with passkeys and last sign-in", async () => {
    const zed = await opened.inbox.addAccount("zed@studio.example", "member", at(1));
    const amy = await opened.inbox.addAccount("amy@studio.example", "member", at(2));
    const own = await opened.inbox.addAccount("owner@studio.example", "owner", at(3));
    await opened.inbox.addPasskey(passkey("p1", amy.id));
    await opened.inbox.addPasskey(passkey("p2", amy.id));
    await opened.inbox.signedIn(amy.id, at(5));
    expect(await opened.inbox.members()).toEqual([
      { ...own, passkeys: 0, lastSignInAt: null },
      { ...amy, passkeys: 2, lastSignInAt: hour(5) },
      { ...zed, passkeys: 0, lastSignInAt: null },
    ]);
  });

  const passkey = (id: string, accountId: string) => ({
    id,
    accountId,
    publicKey: new Uint8Array([0, 1, 2, 254, 255]),
    counter: 0,
    transports: ["internal", "hybrid"],
    createdAt: hour(4),
  });

  it("keeps passkeys and their counters", async () => {
    const amy = await opened.inbox.addAccount("amy@studio.example", "member", at(1));
    await opened.inbox.addPasskey(passkey("cred-1", amy.id));
    expect(await opened.inbox.passkey("cred-1")).toEqual(passkey("cred-1", amy.id));
    expect(await opened.inbox.passkey("cred-2")).toBeUndefined();
    // WebAuthn's counter is 32 bits, unsigned.
    await opened.inbox.usePasskey("cred-1", 4_294_967_295, at(6));
    expect(await opened.inbox.passkeysOf(amy.id)).toEqual([
      { ...passkey("cred-1", amy.id), counter: 4_294_967_295 },
    ]);
    expect(await opened.inbox.passkeysOf("not-an-id")).toEqual([]);
  });

  it("gives a one-time value once, of its kind, before it expires, even to two at once", async () => {
    const amy = await opened.inbox.addAccount("amy@studio.example", "member", at(1));
    const once = { kind: "sign-in" as const, accountId: amy.id, expiresAt: hour(3) };
    await opened.inbox.saveOnce("h1", once);
    expect(await opened.inbox.takeOnce("h1", "invite", at(2))).toBeUndefined();
    // Looking leaves it in place (an invitation, while its passkey is made); not once expired.
    expect(await opened.inbox.peekOnce("h1", "sign-in", at(2))).toEqual(once);
    expect(await opened.inbox.peekOnce("h1", "invite", at(2))).toBeUndefined();
    expect(await opened.inbox.peekOnce("h1", "sign-in", at(3))).toBeUndefined();
    const both = await Promise.all([
      opened.inbox.takeOnce("h1", "sign-in", at(2)),
      opened.inbox.takeOnce("h1", "sign-in", at(2)),
    ]);
    expect(both.filter(Boolean)).toEqual([once]);
    expect(await opened.inbox.takeOnce("h1", "sign-in", at(2))).toBeUndefined();
    await opened.inbox.saveOnce("h2", { kind: "challenge", accountId: null, expiresAt: hour(3) });
    expect(await opened.inbox.takeOnce("h2", "challenge", at(3))).toBeUndefined();
    await opened.inbox.saveOnce("h3", { kind: "challenge", accountId: null, expiresAt: hour(3) });
    expect(await opened.inbox.takeOnce("h3", "challenge", at(2))).toEqual({
      kind: "challenge",
      accountId: null,
      expiresAt: hour(3),
    });
  });

  const session = (idHash: string, accountId: string) => ({
    idHash,
    accountId,
    csrfToken: `csrf-${idHash}`,
    createdAt: hour(1),
    expiresAt: hour(10),
    idleUntil: hour(2),
  });

  it("ends a session at its idle end or its absolute end, whichever comes first", async () => {
    const amy = await opened.inbox.addAccount("amy@studio.example", "member", at(1));
    await opened.inbox.createSession(session("s1", amy.id));
    expect(await opened.inbox.session("s1", at(1))).toEqual(session("s1", amy.id));
    expect(await opened.inbox.session("s1", at(2))).toBeUndefined();
    await opened.inbox.touchSession("s1", at(5));
    expect(await opened.inbox.session("s1", at(4))).toMatchObject({ idleUntil: hour(5) });
    // Never past the absolute end.
    await opened.inbox.touchSession("s1", at(20));
    expect(await opened.inbox.session("s1", at(9))).toMatchObject({ idleUntil: hour(10) });
    expect(await opened.inbox.session("s1", at(10))).toBeUndefined();
    expect(await opened.inbox.session("nope", at(1))).toBeUndefined();
  });

  it("ends one session, or every session of an account", async () => {
    const amy = await opened.inbox.addAccount("amy@studio.example", "member", at(1));
    const bea = await opened.inbox.addAccount("bea@studio.example", "member", at(1));
    for (const id of ["a1", "a2", "a3"]) await opened.inbox.createSession(session(id, amy.id));
    await opened.inbox.createSession(session("b1", bea.id));
    await opened.inbox.endSession("a1");
    expect(await opened.inbox.session("a1", at(1))).toBeUndefined();
    expect(await opened.inbox.endSessionsOf(amy.id)).toBe(2);
    expect(await opened.inbox.session("a2", at(1))).toBeUndefined();
    expect(await opened.inbox.session("b1", at(1))).toBeDefined();
  });

  it("removes an account with its passkeys, sessions and one-time values", async () => {
    const amy = await opened.inbox.addAccount("amy@studio.example", "member", at(1));
    const bea = await opened.inbox.addAccount("bea@studio.example", "member", at(1));
    await opened.inbox.addPasskey(passkey("amy-key", amy.id));
    await opened.inbox.addPasskey(passkey("bea-key", bea.id));
    await opened.inbox.createSession(session("amy-session", amy.id));
    await opened.inbox.saveOnce("amy-link", {
      kind: "sign-in",
      accountId: amy.id,
      expiresAt: hour(3),
    });
    expect(await opened.inbox.removeAccount(amy.id)).toBe("removed");
    expect(await opened.inbox.removeAccount(amy.id)).toBe("missing");
    expect(await opened.inbox.removeAccount("not-an-id")).toBe("missing");
    expect(await opened.inbox.account(amy.id)).toBeUndefined();
    expect(await opened.inbox.passkey("amy-key")).toBeUndefined();
    expect(await opened.inbox.session("amy-session", at(1))).toBeUndefined();
    expect(await opened.inbox.takeOnce("amy-link", "sign-in", at(1))).toBeUndefined();
    expect(await opened.inbox.passkey("bea-key")).toBeDefined();
    expect((await opened.inbox.members()).map((member) => member.email)).toEqual([
      "bea@studio.example",
    ]);
  });

  it("keeps the audit trail newest first, a page at a time", async () => {
    for (let n = 1; n <= 5; n += 1) {
      await opened.inbox.audit({
        at: at(n),
        by: n === 1 ? null : OWNER,
        action: n === 1 ? "sign-in-refused" : "viewed",
        target: n === 1 ? null : `lead-${n}`,
        detail: n === 1 ? { kind: "sign-in", way: "passkey", network: "203.0.113.9" } : null,
      });
    }
    const first = await opened.inbox.auditLog(1, 2);
    expect(first.total).toBe(5);
    expect(first.entries).toEqual([
      {
        id: expect.any(String),
        at: hour(5),
        by: OWNER,
        action: "viewed",
        target: "lead-5",
        detail: null,
      },
      {
        id: expect.any(String),
        at: hour(4),
        by: OWNER,
        action: "viewed",
        target: "lead-4",
        detail: null,
      },
    ]);
    const last = await opened.inbox.auditLog(3, 2);
    expect(last.entries).toEqual([
      {
        id: expect.any(String),
        at: hour(1),
        by: null,
        action: "sign-in-refused",
        target: null,
        detail: "passkey from 203.0.113.9",
      },
    ]);
  });

  it("tidies away ended sessions, expired one-time values and old audit entries only", async () => {
    const amy = await opened.inbox.addAccount("amy@studio.example", "member", at(1));
    await opened.inbox.createSession({ ...session("idle", amy.id), idleUntil: hour(3) });
    await opened.inbox.createSession({
      ...session("ended", amy.id),
      expiresAt: hour(3),
      idleUntil: hour(3),
    });
    await opened.inbox.createSession({ ...session("live", amy.id), idleUntil: hour(6) });
    await opened.inbox.saveOnce("old", { kind: "invite", accountId: amy.id, expiresAt: hour(3) });
    await opened.inbox.saveOnce("new", { kind: "invite", accountId: amy.id, expiresAt: hour(6) });
    for (const n of [1, 2, 5]) {
      await opened.inbox.audit({
        at: at(n),
        by: OWNER,
        action: "viewed",
        target: null,
        detail: null,
      });
    }
    await opened.inbox.tidy(at(4), at(2));
    expect(await opened.inbox.session("live", at(4))).toBeDefined();
    // An ended session is gone, not only refused: one moment back it is still not there.
    expect(await opened.inbox.session("idle", at(2))).toBeUndefined();
    expect(await opened.inbox.session("ended", at(2))).toBeUndefined();
    expect(await opened.inbox.takeOnce("old", "invite", at(2))).toBeUndefined();
    expect(await opened.inbox.takeOnce("new", "invite", at(4))).toBeDefined();
    const audit = await opened.inbox.auditLog(1, 10);
    expect(audit.entries.map((entry) => entry.at)).toEqual([hour(5), hour(2)]);
  });
});
