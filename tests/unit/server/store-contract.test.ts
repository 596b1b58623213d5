// One contract, two stores: the embedded SQLite store and a real PostgreSQL server. Whatever the
// server does with a lead, it does through this interface, so both must pass every test.
import { createHmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteStore } from "../../../src/server/store/sqlite";
import pg from "pg";
import { PostgresStore } from "../../../src/server/store/postgres";
import {
  QUOTA_DETAIL,
  type ConfirmationState,
  type Store,
  type Submission,
} from "../../../src/server/store/types";
import { purge } from "../../../src/server/purge";
import type { InboxStore } from "../../../src/server/inbox/store";
import { postgresStores, sqliteStores, type Stores } from "../../../src/server/stores";
import { erasePerson, exportPerson } from "../../../src/server/person-data";
import { isSuppressed } from "../../../src/server/suppression";
import { visitorMailQuota } from "../../../src/server/visitor-mail-quota";
import { EMPTY_CONTACT_DRAFT, type ContactDraft } from "../../../src/lib/leads/contact";
import type { LeadRecord } from "../../../src/lib/leads/lead-record";
import type { LeadSource } from "../../../src/lib/leads/sources";
import { postgresForTests } from "./postgres";

const postgres = postgresForTests();

interface Opened {
  /** Stores on the same data as the first (a restart, or a second instance). */
  again: () => Stores;
  cleanup: () => Promise<void>;
}

const kinds: [string, () => Promise<Opened & { stores: Stores }>][] = [
  [
    "sqlite",
    async () => {
      const dir = await mkdtemp(join(tmpdir(), "store-contract-"));
      const stores: Store[] = [];
      const open = () => {
        const opened = sqliteStores(dir);
        stores.push(opened.store);
        return opened;
      };
      return {
        stores: open(),
        again: open,
        cleanup: async () => {
          for (const store of stores) await store.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    "postgres",
    async () => {
      const url = await postgres.freshDatabase();
      const stores: Store[] = [];
      const open = () => {
        const opened = postgresStores({ url, poolSize: 4 });
        stores.push(opened.store);
        return opened;
      };
      return {
        stores: open(),
        again: open,
        cleanup: async () => {
          for (const store of stores) await store.close();
        },
      };
    },
  ],
];

async function all(store: Store): Promise<Submission[]> {
  const list: Submission[] = [];
  for await (const submission of store.list()) list.push(submission);
  return list;
}

const lead = (email: string): LeadRecord => ({
  email,
  name: "Zoë 👩🏽‍💻 Byrne",
  source: "footer_newsletter",
});
const contact = (fields: Partial<ContactDraft>): ContactDraft => ({
  ...EMPTY_CONTACT_DRAFT,
  ...fields,
});

describe.each(kinds)("the %s store", (_name, open) => {
  let store: Store;
  let inbox: InboxStore;
  let againStores: () => Stores;
  const again = () => againStores().store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    let stores: Stores;
    ({ stores, again: againStores, cleanup } = await open());
    ({ store, inbox } = stores);
  });
  afterEach(() => cleanup());

  it("stores a submission with its deliveries pending, and lists it exactly as given", async () => {
    const added = await store.add({
      kind: "lead",
      idempotencyKey: "k-1",
      requestHash: "h",
      record: lead("ada@example.com"),
      targets: ["convertkit"],
    });
    expect(added.duplicate).toBe(false);
    const [stored, ...rest] = await all(store);
    expect(rest).toEqual([]);
    expect(stored).toMatchObject({
      kind: "lead",
      id: added.id,
      idempotencyKey: "k-1",
      requestHash: "h",
      receivedAt: added.receivedAt,
      record: lead("ada@example.com"),
      deliveries: [{ target: "convertkit", state: "pending", attempts: 0 }],
    });
  });

  it("keeps a sign-up's consent with its page and time, through a restart and to the outbox", async () => {
    const shown = {
      form: "footer_newsletter",
      wording: "Get scaling insights\n[Subscribe]",
      version: "0a1b2c3d",
    };
    const added = await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "h",
      page: "/blog",
      consent: shown,
      record: lead("ada@example.com"),
      targets: ["mailchimp"],
    });
    await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "h",
      record: lead("bob@example.com"),
      targets: [],
    });
    const expected = { ...shown, page: "/blog", at: added.receivedAt };
    const [withConsent, without] = await all(again());
    expect(withConsent?.consent).toEqual(expected);
    expect(without).not.toHaveProperty("consent");
    const [due] = await store.claimDue(new Date(Date.now() + 1_000), 10, 60_000);
    expect(due?.submission.consent).toEqual(expected);
  });

  it("stores one submission per kind and key, however many arrive at once", async () => {
    const same = () =>
      store.add({
        kind: "lead",
        idempotencyKey: "k-2",
        requestHash: "h",
        record: lead("b@example.com"),
        targets: [],
      });
    const results = await Promise.all(Array.from({ length: 20 }, same));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    await store.add({
      kind: "contact",
      idempotencyKey: "k-2",
      requestHash: "h",
      record: contact({ email: "c@x.co" }),
      targets: [],
    });
    await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "h",
      record: lead("d@example.com"),
      targets: [],
    });
    await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "h",
      record: lead("d@example.com"),
      targets: [],
    });
    const stored = await all(store);
    expect(stored.map((s) => `${s.kind}:${s.idempotencyKey}`)).toEqual([
      "lead:k-2",
      "contact:k-2",
      "lead:null",
      "lead:null",
    ]);
    expect(await store.find("lead", "k-2")).toEqual({
      id: results[0]?.id,
      receivedAt: results[0]?.receivedAt,
      requestHash: "h",
    });
    expect(await store.find("lead", "unknown")).toBeUndefined();
  });

  it("keeps 300 concurrent submissions, each once", async () => {
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        store.add({
          kind: "lead",
          idempotencyKey: `c-${i}`,
          requestHash: "h",
          record: lead(`c${i}@x.co`),
          targets: [],
        }),
      ),
    );
    const stored = await all(store);
    expect(new Set(stored.map((s) => s.idempotencyKey)).size).toBe(300);
    expect(stored).toHaveLength(300);
  });

  it("keeps those arriving with a submission the database refuses, and fails that one alone", async () => {
    // A value the table's CHECK refuses, as a damaged caller might send.
    const refused = "maybe" as ConfirmationState;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        store.add({
          kind: "lead",
          idempotencyKey: `r-${i}`,
          requestHash: "h",
          record: lead(`r${i}@x.co`),
          ...(i === 5 ? { confirmation: refused } : {}),
          targets: ["convertkit"],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i === 5 ? "rejected" : "fulfilled")),
    );
    const stored = await all(store);
    expect(stored.map((s) => s.idempotencyKey).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `r-${i}`)
        .filter((key) => key !== "r-5")
        .sort(),
    );
    expect(stored.every((s) => s.deliveries.length === 1)).toBe(true);
  });

  it("answers each of many addresses asked at once whether it is confirmed or suppressed", async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `m${i}@example.com`);
    await Promise.all(
      emails.map((email, i) =>
        store.add({
          kind: "lead",
          idempotencyKey: null,
          requestHash: email,
          record: { email, source: "footer_newsletter" },
          confirmation: i % 3 === 0 ? "confirmed" : "pending",
          targets: [],
        }),
      ),
    );
    await Promise.all(
      emails
        .filter((_, i) => i % 4 === 0)
        .map((email) => store.suppress(`hash-${email}`, "erased", new Date())),
    );
    const asked = [...emails, "M3@Example.com ", "nobody@example.com"];
    const [confirmed, suppressed] = await Promise.all([
      Promise.all(asked.map((email) => store.isConfirmed(email))),
      Promise.all(asked.map((email) => store.suppression(`hash-${email}`))),
    ]);
    expect(confirmed).toEqual([...emails.map((_, i) => i % 3 === 0), true, false]);
    expect(suppressed.map((entry) => entry?.reason ?? null)).toEqual([
      ...emails.map((_, i) => (i % 4 === 0 ? "erased" : null)),
      null,
      null,
    ]);
  });

  it("hands out a due delivery once per lease, and records each attempt", async () => {
    const { id } = await store.add({
      kind: "contact",
      idempotencyKey: null,
      requestHash: "h",
      record: contact({ email: "e@example.com", message: "Hello" }),
      targets: ["webhook"],
    });
    const now = new Date(Date.now() + 1_000);
    const [due, ...more] = await store.claimDue(now, 10, 60_000);
    expect(more).toEqual([]);
    expect(due?.submission).toMatchObject({ id, record: { message: "Hello" } });
    expect(due?.delivery).toMatchObject({ target: "webhook", state: "pending", attempts: 0 });
    expect(await store.claimDue(now, 10, 60_000)).toEqual([]);

    const later = new Date(now.getTime() + 60_000);
    await store.record(id, "webhook", {
      state: "pending",
      attempts: 1,
      lastAttemptAt: now.toISOString(),
      nextAttemptAt: later.toISOString(),
      detail: "unreachable",
    });
    expect(await store.claimDue(now, 10, 60_000)).toEqual([]);
    const retried = await store.claimDue(later, 10, 60_000);
    expect(retried.map((d) => d.delivery.attempts)).toEqual([1]);

    await store.record(id, "webhook", { state: "delivered", attempts: 2, status: 204 });
    expect(await store.claimDue(new Date(later.getTime() + 3_600_000), 10, 1)).toEqual([]);
    const [stored] = await all(store);
    expect(stored?.deliveries).toEqual([
      expect.objectContaining({ target: "webhook", state: "delivered", attempts: 2, status: 204 }),
    ]);
  });

  it("notes an email going with its Message-ID, through a restart, until its result clears it", async () => {
    const { id } = await store.add({
      kind: "contact",
      idempotencyKey: null,
      requestHash: "h",
      record: contact({ email: "e@example.com", message: "Hello" }),
      targets: ["owner-email"],
    });
    const at = new Date(Date.now() + 1_000);
    await store.claimDue(at, 10, 60_000);
    await store.sending(id, "owner-email", "<m.owner@example.com>", at);
    await store.close();
    const reopened = again();
    const [due] = await reopened.claimDue(new Date(at.getTime() + 60_000), 10, 60_000);
    expect(due?.delivery).toMatchObject({
      sendingSince: at.toISOString(),
      messageId: "<m.owner@example.com>",
    });
    const unrecorded = { state: "failed", attempts: 1, sendingSince: at.toISOString() } as const;
    await reopened.record(id, "owner-email", unrecorded);
    await reopened.owe(id, "owner-email", at);
    const [owedAgain] = await reopened.claimDue(new Date(at.getTime() + 1), 10, 60_000);
    expect(owedAgain?.delivery.sendingSince).toBeUndefined();
    await reopened.record(id, "owner-email", { state: "delivered", attempts: 1 });
    const [stored] = await all(reopened);
    expect(stored?.deliveries).toEqual([
      expect.objectContaining({ state: "delivered", messageId: "<m.owner@example.com>" }),
    ]);
    expect(stored?.deliveries[0]?.sendingSince).toBeUndefined();
  });

  it("gives a claimed delivery out again once its lease has run out", async () => {
    await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "h",
      record: lead("f@x.co"),
      targets: ["mailchimp"],
    });
    const soon = Date.now() + 1_000;
    expect(await store.claimDue(new Date(soon), 10, 30_000)).toHaveLength(1);
    expect(await store.claimDue(new Date(soon + 29_000), 10, 30_000)).toHaveLength(0);
    expect(await store.claimDue(new Date(soon + 30_000), 10, 30_000)).toHaveLength(1);
  });

  it("has everything after a restart: submissions, keys and the deliveries still owed", async () => {
    const first = await store.add({
      kind: "lead",
      idempotencyKey: "k-3",
      requestHash: "h",
      record: lead("g@x.co"),
      targets: ["convertkit"],
    });
    const done = await store.add({
      kind: "lead",
      idempotencyKey: "k-4",
      requestHash: "h",
      record: lead("h@x.co"),
      targets: ["convertkit"],
    });
    await store.record(done.id, "convertkit", {
      state: "delivered",
      attempts: 1,
      subscriberId: "ck-9",
    });
    await store.close();

    const reopened = again();
    expect(await reopened.find("lead", "k-3")).toEqual({
      id: first.id,
      receivedAt: first.receivedAt,
      requestHash: "h",
    });
    const repeat = await reopened.add({
      kind: "lead",
      idempotencyKey: "k-3",
      requestHash: "h",
      record: lead("g@x.co"),
      targets: [],
    });
    expect(repeat).toEqual({
      id: first.id,
      receivedAt: first.receivedAt,
      duplicate: true,
      requestHash: "h",
    });
    const due = await reopened.claimDue(new Date(Date.now() + 1_000), 10, 60_000);
    expect(due.map((d) => d.submission.id)).toEqual([first.id]);
    const stored = await all(reopened);
    expect(stored.map((s) => s.deliveries[0]?.state)).toEqual(["pending", "delivered"]);
    expect(stored[1]?.deliveries[0]?.subscriberId).toBe("ck-9");
  });

  it("says it is writable", async () => {
    expect(await store.health()).toMatchObject({ writable: true });
  });

  it("owes a mailbox its quota's visitor emails in the window, however many arrive at once", async () => {
    const quota = (key: string | null) =>
      key === null ? null : { key, windowMs: 60_000, limit: 3 };
    const signUp = (email: string, key: string | null, idempotencyKey: string | null = null) =>
      store.add({
        kind: "lead",
        idempotencyKey,
        requestHash: email,
        record: lead(email),
        targets: ["owner-digest", "visitor-email"],
        visitorMail: quota(key),
      });
    await Promise.all(Array.from({ length: 10 }, () => signUp("victim@x.co", "victim")));
    await signUp("other@x.co", "other", "k-5");
    await signUp("other@x.co", "other", "k-5"); // a retry: stored once, counts nothing
    await signUp("nobody@x.co", null);
    const visitorEmails = (await all(store)).map((s) => ({
      email: s.record.email,
      ...s.deliveries.find((d) => d.target === "visitor-email"),
    }));
    const owed = visitorEmails.filter((d) => d.state === "pending");
    expect(owed.map((d) => d.email).sort()).toEqual([
      "other@x.co",
      "victim@x.co",
      "victim@x.co",
      "victim@x.co",
    ]);
    const held = visitorEmails.filter((d) => d.state === "refused");
    expect(held).toHaveLength(8);
    expect(new Set(held.map((d) => d.detail))).toEqual(new Set([QUOTA_DETAIL]));
    // The owner still hears of every one.
    const digests = (await all(store))
      .flatMap((s) => s.deliveries)
      .filter((d) => d.target === "owner-digest");
    expect(digests).toHaveLength(12);
  });

  it("purges each submission with its deliveries once its period has ended, nothing younger", async () => {
    const day = 24 * 60 * 60 * 1000;
    const signUp = await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "a",
      record: { email: "signed-up@example.com", source: "footer_newsletter" },
      targets: ["convertkit", "visitor-email"],
      visitorMail: { key: "quota-key", windowMs: day, limit: 1 },
    });
    const owed = await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "b",
      record: { email: "still-owed@example.com", source: "blog_newsletter" },
      targets: ["convertkit"],
    });
    const enquiry = await store.add({
      kind: "contact",
      idempotencyKey: null,
      requestHash: "c",
      record: contact({ email: "enquiry@example.com", message: "Hello" }),
      targets: ["webhook"],
    });
    const passedOn = Date.now() + 60_000;
    const result = {
      state: "delivered",
      attempts: 1,
      lastAttemptAt: new Date(passedOn).toISOString(),
    } as const;
    await store.record(signUp.id, "convertkit", result);
    await store.record(signUp.id, "visitor-email", result);
    await store.record(enquiry.id, "webhook", result);
    const emails = async () => (await all(store)).map((s) => s.record.email).sort();
    const at = (days: number, months = 0) => {
      const time = new Date(passedOn + days * day);
      time.setUTCMonth(time.getUTCMonth() + months);
      return time;
    };

    // The mail quota's hash goes a day after the email it allowed.
    expect(await purge({ store, inbox }, { now: at(89) })).toMatchObject({
      submissions: { marketing: 0, enquiry: 0 },
      mailQuota: 1,
    });
    const dry = await purge({ store, inbox }, { now: at(91), dryRun: true });
    expect(dry.listed).toEqual([
      { id: signUp.id, rule: "marketing", form: "newsletter", receivedAt: signUp.receivedAt },
    ]);
    expect(await emails()).toHaveLength(3);

    const report = await purge({ store, inbox }, { now: at(91) });
    expect(report.submissions).toEqual({ marketing: 1, unconfirmed: 0, enquiry: 0, trapped: 0 });
    expect(await emails()).toEqual(["enquiry@example.com", "still-owed@example.com"]);

    expect((await purge({ store, inbox }, { now: at(0, 24) })).submissions.enquiry).toBe(1);
    // A sign-up never passed on is kept, and so is what it is owed.
    expect(await emails()).toEqual(["still-owed@example.com"]);
    const due = await store.claimDue(at(0, 25), 10, 1, { targets: ["convertkit", "webhook"] });
    expect(due.map((d) => d.submission.id)).toEqual([owed.id]);
    // The purged submissions' deliveries went with them: nothing of theirs is left to record.
    expect((await all(again())).map((s) => s.id)).toEqual([owed.id]);
  });

  it("keeps an enquiry that led to work (won) past the 24 months, as the policy says", async () => {
    const add = async (email: string) =>
      (
        await store.add({
          kind: "contact",
          idempotencyKey: null,
          requestHash: email,
          record: contact({ email, message: "A new platform" }),
          targets: [],
        })
      ).id;
    const won = await add("won@example.com");
    const lost = await add("lost@example.com");
    await inbox.setStatus(won, "won", "owner@studio.example", new Date());
    await inbox.setStatus(lost, "lost", "owner@studio.example", new Date());
    const later = new Date();
    later.setUTCMonth(later.getUTCMonth() + 25);
    const report = await purge({ store, inbox }, { now: later });
    expect(report.submissions.enquiry).toBe(1);
    expect(report.left).toBeNull();
    expect((await all(store)).map((s) => s.id)).toEqual([won]);
  });

  it("exports one person's every record and erases them, leaving the rest and a suppression", async () => {
    const add = (email: string, kind: "lead" | "contact" = "lead") =>
      store.add({
        ...(kind === "lead"
          ? { kind, record: { email, source: "blog_newsletter", message: "hi" } }
          : { kind, record: contact({ email, message: "hi" }) }),
        idempotencyKey: null,
        requestHash: email,
        consent: { form: "blog_newsletter", wording: "Subscribe", version: "00000001" },
        targets: ["webhook"],
      });
    const first = await add("Erin@Example.com");
    const second = await add("  erin@example.com", "contact");
    await add("other@example.com");
    await store.record(first.id, "webhook", { state: "delivered", attempts: 1, status: 200 });

    const exported = await exportPerson({ store, inbox }, "ERIN@example.com");
    expect(exported.submissions.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(exported.submissions[0]).toMatchObject({
      consent: { form: "blog_newsletter", version: "00000001", at: first.receivedAt },
      deliveries: [{ target: "webhook", state: "delivered", status: 200 }],
    });
    expect(exported.suppression).toBeNull();

    const mailed = (email: string) =>
      store.add({
        kind: "lead",
        idempotencyKey: null,
        requestHash: "q",
        record: { email, source: "footer_newsletter" },
        targets: ["visitor-email"],
        visitorMail: visitorMailQuota(email),
      });
    await mailed("erin@example.com");
    const erased = await erasePerson(store, "erin@example.com", {
      settings: { subscribe: { to: "store" } },
      fetch,
      by: "owner",
    });
    expect(erased).toMatchObject({ submissions: 3, deliveries: 3, left: null });
    // Her mail quota entry went too: a new email to her is owed, not held as a repeat.
    await mailed("erin@example.com");
    const [fresh] = (await all(store)).filter((s) => s.record.email === "erin@example.com");
    expect(fresh?.deliveries).toEqual([
      expect.objectContaining({ target: "visitor-email", state: "pending" }),
    ]);
    await store.remove([fresh?.id ?? ""]);
    expect((await all(again())).map((s) => s.record.email)).toEqual(["other@example.com"]);
    const after = await exportPerson(againStores(), "erin@example.com");
    expect(after.submissions).toEqual([]);
    expect(after.suppression).toMatchObject({ reason: "erased" });
    expect(await isSuppressed(again(), " ERIN@example.com ")).toBe(true);
    expect(await isSuppressed(store, "other@example.com")).toBe(false);
  });

  it("owes a stored submission a new delivery, and owes it again from the start", async () => {
    const added = await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "h",
      record: lead("ada@example.com"),
      targets: [],
    });
    const now = new Date();
    await store.owe(added.id, "platform-unsubscribe", now);
    await store.record(added.id, "platform-unsubscribe", {
      state: "failed",
      attempts: 5,
      detail: "gave up",
    });
    await store.owe(added.id, "platform-unsubscribe", now);
    const [due] = await store.claimDue(new Date(now.getTime() + 1), 10, 60_000);
    expect(due?.delivery).toEqual({
      target: "platform-unsubscribe",
      state: "pending",
      attempts: 0,
      nextAttemptAt: now.toISOString(),
    });
  });

  it("confirms an address's pending sign-ups once, and purges one never confirmed after 30 days", async () => {
    const day = 24 * 60 * 60 * 1000;
    const signUp = (email: string, source: LeadSource, confirmation?: "pending" | "confirmed") =>
      store.add({
        kind: "lead",
        idempotencyKey: null,
        requestHash: email + source,
        record: { email, source },
        ...(confirmation ? { confirmation } : {}),
        targets: ["visitor-email"],
      });
    const first = await signUp("Gil@Example.com", "footer_newsletter", "pending");
    const second = await signUp("gil@example.com ", "blog_newsletter", "pending");
    await signUp("hal@example.com", "footer_newsletter", "pending");
    await signUp("ivy@example.com", "footer_newsletter");
    expect(await store.isConfirmed("gil@example.com")).toBe(false);

    const at = new Date("2026-11-28T09:00:00.000Z");
    const confirmed = await store.confirm(" GIL@example.com", at);
    expect(confirmed.map((s) => s.id).sort()).toEqual([first.id, second.id].sort());
    expect(confirmed[0]?.confirmation).toEqual({ state: "confirmed", at: at.toISOString() });
    expect(await store.confirm("gil@example.com", new Date())).toEqual([]);
    expect(await again().isConfirmed("GIL@example.com")).toBe(true);
    expect(await store.isConfirmed("hal@example.com")).toBe(false);
    const third = await signUp("gil@example.com", "sidebar_lead_magnet", "confirmed");
    const [stored] = (await all(store)).filter((s) => s.id === third.id);
    expect(stored?.confirmation).toEqual({ state: "confirmed", at: stored?.receivedAt });

    // Hal never confirmed: gone after 30 days though his email is still owed; the rest stay.
    const later = (days: number) => new Date(Date.now() + days * day);
    expect((await purge({ store, inbox }, { now: later(29) })).submissions.unconfirmed).toBe(0);
    expect((await purge({ store, inbox }, { now: later(31) })).submissions).toEqual({
      marketing: 0,
      unconfirmed: 1,
      enquiry: 0,
      trapped: 0,
    });
    expect((await all(store)).map((s) => s.record.email)).not.toContain("hal@example.com");
    expect(await all(store)).toHaveLength(4);
  });

  it("notes each erasure (never whose) until it is forgotten, and counts a lone mail quota", async () => {
    const erased = await erasePerson(store, "fay@example.com", {
      settings: { subscribe: { to: "store" } },
      fetch,
      by: "visitor",
    });
    expect(erased.submissions).toBe(0);
    await store.noteErasure({
      at: "2026-11-27T09:00:00.000Z",
      by: "owner",
      submissions: 2,
      platform: "no email platform is configured",
    });
    const notes = await again().erasureNotes();
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        at: "2026-11-27T09:00:00.000Z",
        by: "owner",
        submissions: 2,
        platform: "no email platform is configured",
      },
      expect.objectContaining({ by: "visitor", submissions: 0 }),
    ]);
    expect(JSON.stringify(notes)).not.toContain("fay");
    expect(await store.forgetErasureNotes([notes[0]?.id ?? 0])).toBe(1);
    expect((await store.erasureNotes()).map((note) => note.by)).toEqual(["visitor"]);

    const at = new Date("2026-11-28T10:00:00Z");
    const later = (ms: number) => new Date(at.getTime() + ms);
    const quota = { key: "k", windowMs: 60_000, limit: 2 };
    const tries = await Promise.all([1, 2, 3, 4].map(() => store.allowMail(quota, at)));
    expect(tries.filter(Boolean).sort()).toEqual(["k:0", "k:1"]);
    expect(await again().allowMail(quota, later(59_999))).toBeNull();
    expect(await store.allowMail(quota, later(60_000))).toMatch(/^k:[01]$/);
  });

  it("exports and erases every spelling of a mailbox, Unicode and punycode included", async () => {
    const add = (email: string, kind: "lead" | "contact" = "lead") =>
      store.add({
        ...(kind === "lead"
          ? { kind, record: { email, source: "blog_newsletter" } }
          : { kind, record: contact({ email, message: "hi" }) }),
        idempotencyKey: null,
        requestHash: email,
        targets: ["webhook"],
      });
    const upper = await add("JÖRG@Bücher.example");
    const tagged = await add("jörg+books@BÜCHER.example.", "contact");
    const other = await add("jorg@bücher.example");
    const asked = "jörg@xn--bcher-kva.example";
    const exported = await exportPerson({ store, inbox }, asked);
    expect(exported.submissions.map((s) => s.id)).toEqual([upper.id, tagged.id]);

    const erased = await erasePerson(store, asked, {
      settings: { subscribe: { to: "store" } },
      fetch,
      by: "owner",
    });
    expect(erased.submissions).toBe(2);
    expect((await all(again())).map((s) => s.id)).toEqual([other.id]);
    expect(await isSuppressed(store, "Jörg+later@Bücher.example")).toBe(true);
    expect(await isSuppressed(store, "jorg@bücher.example")).toBe(false);
  });

  it("gives rows stored before the mailbox column their key when the schema is checked", async () => {
    const { id } = await store.add({
      kind: "lead",
      idempotencyKey: null,
      requestHash: "h",
      record: { email: "ÅSA@Example.com", source: "footer_newsletter" },
      targets: [],
    });
    const unset = "UPDATE submissions SET mailbox = NULL";
    if (store instanceof SqliteStore) store.db().prepare(unset).run();
    if (store instanceof PostgresStore) await store.query(unset);
    expect(await store.submissionsFrom("åsa@example.com")).toEqual([]);
    const later = again();
    await later.open();
    expect((await later.submissionsFrom("åsa+x@EXAMPLE.com")).map((s) => s.id)).toEqual([id]);
  });

  it("keeps a suppression hashed from the lower-cased address, and extends it to its mailbox", async () => {
    const key = await store.siteKey("suppression");
    const legacy = createHmac("sha256", key).update("jane.doe@gmail.com").digest("base64url");
    await store.suppress(legacy, "unsubscribed", new Date("2026-01-02T03:04:05Z"));
    expect(await isSuppressed(store, " Jane.Doe@Gmail.com")).toBe(true);
    // Met once, it stands for the mailbox: every other spelling is held from then on.
    expect(await isSuppressed(again(), "janedoe+news@googlemail.com")).toBe(true);
    expect(await isSuppressed(store, "jane.doe2@gmail.com")).toBe(false);
  });

  it("makes each site key once, the same for every instance", async () => {
    const [mine, theirs] = await Promise.all([store.siteKey("k"), again().siteKey("k")]);
    expect(mine).toHaveLength(32);
    expect(theirs.equals(mine)).toBe(true);
    expect((await store.siteKey("other")).equals(mine)).toBe(false);
  });

  it("counts a client's requests for the rate limit in fixed windows", async () => {
    const counted = [];
    for (let i = 0; i < 3; i += 1) counted.push(await store.hitCounter().hit("client", 60_000, 2));
    expect(counted.map((hit) => hit.count)).toEqual([1, 2, 3]);
    expect(counted[2]?.resetInMs).toBeGreaterThan(50_000);
    expect(counted[2]?.resetInMs).toBeLessThanOrEqual(60_000);
    const ended = await store.hitCounter().hit("brief", 1, 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await store.hitCounter().hit("brief", 1, 2)).count).toBe(ended.count);
  });
});

describe("the postgres store's pages", () => {
  it("list and purge each row once, written with microseconds as SQL's now() writes them", async () => {
    const url = await postgres.freshDatabase();
    const { store, inbox } = postgresStores({ url, poolSize: 2 });
    try {
      await store.open();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // Across more than two pages, each time a few microseconds past its millisecond.
      await client.query(`INSERT INTO submissions (id, kind, received_at, record, request_hash)
        SELECT gen_random_uuid(), 'contact',
          timestamptz '2020-01-01 00:00:00.000007+00' + i * interval '1 ms', '{"email": "a@b.co"}', 'h'
        FROM generate_series(1, 1234) AS i`);
      await client.end();
      const ids = (await all(store)).map((submission) => submission.id);
      expect(ids).toHaveLength(1234);
      expect(new Set(ids).size).toBe(1234);
      const report = await purge({ store, inbox }, { now: new Date("2030-01-01T00:00:00Z") });
      expect(report.submissions.enquiry).toBe(1234);
      expect(await all(store)).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
