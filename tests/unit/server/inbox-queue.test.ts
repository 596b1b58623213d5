// The lead desk's views and figures in the inbox's store: one contract, both databases. "Needs a
// reply" holds the enquiries whose form promises a reply, unanswered and not spam, oldest first;
// "Sign-ups" the rest, newest first; the figures follow src/lib/inbox/reply-figures.ts's rules.
import fc from "fast-check";
import promise from "../../../content/data/reply-promise.json";
import { INBOX_FORMS, type InboxForm } from "../../../src/lib/inbox/forms";
import { replyFigures } from "../../../src/lib/inbox/reply-figures";
import { replyingForms } from "../../../src/lib/inbox/reply-promise";
import { signUpForms } from "../../../src/lib/inbox/reply-queue";
import { recentWeeks } from "../../../src/lib/inbox/weeks";
import type { StoreLeadFilter } from "../../../src/server/inbox/store/types";
import {
  addAt,
  at,
  bothStores,
  contact,
  hour,
  ids,
  lead,
  OWNER,
  type Opened,
} from "./inbox-stores";

const REPLY: StoreLeadFilter = { queue: { kind: "reply", forms: replyingForms(promise) } };
const SIGN_UPS: StoreLeadFilter = { queue: { kind: "sign-ups", forms: signUpForms(promise) } };

/** A submission of each form, in the inbox's order. */
const OF_FORM: Record<InboxForm, (n: number) => Parameters<typeof addAt>[2]> = {
  consultation: (n) => lead({ email: `c${n}@example.com`, source: "cta_lead_capture" }),
  contact: (n) => contact({ email: `m${n}@example.com`, name: "M", subject: "S", message: "Hi" }),
  "strategy-call": (n) => lead({ email: `s${n}@example.com`, type: "strategy_call" }),
  assessment: (n) => lead({ email: `a${n}@example.com`, source: "business_assessment" }),
  guide: (n) => lead({ email: `g${n}@example.com`, leadMagnet: "scaling-guide" }),
  "roi-report": (n) => lead({ email: `r${n}@example.com`, leadMagnet: "roi-report" }),
  newsletter: (n) => lead({ email: `n${n}@example.com`, source: "newsletter" }),
};

describe.each(bothStores())("the lead desk on the %s store", (_name, open) => {
  let opened: Opened;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.cleanup());

  /** One lead of each form, an hour apart, oldest first. */
  async function oneOfEach() {
    const made: Partial<Record<InboxForm, string>> = {};
    for (const [index, form] of INBOX_FORMS.entries()) {
      made[form] = await addAt(opened, hour(index + 1), OF_FORM[form](index));
    }
    return made as Record<InboxForm, string>;
  }

  it("needs a reply to enquiries only, unanswered and not spam, oldest first a page at a time", async () => {
    const made = await oneOfEach();
    const late = await addAt(opened, hour(10), OF_FORM.contact(10));
    const spam = await addAt(opened, hour(11), OF_FORM.consultation(11));
    const answered = await addAt(opened, hour(12), OF_FORM["strategy-call"](12));
    await opened.inbox.setStatus(spam, "spam", OWNER, at(13));
    await opened.answeredAt(answered, hour(13));
    // A status moved on without a reply recorded still waits for one.
    await opened.inbox.setStatus(made.contact, "qualified", OWNER, at(13));

    const first = await opened.inbox.leads(REPLY, 1, 2);
    expect(ids(first)).toEqual([made.consultation, made.contact]);
    expect(first.total).toBe(4);
    expect(first.counts).toMatchObject({ new: 3, qualified: 1, spam: 0 });
    expect(ids(await opened.inbox.leads(REPLY, 2, 2))).toEqual([made["strategy-call"], late]);
    expect(ids(await opened.inbox.leads(REPLY, 3, 2))).toEqual([]);
    expect(first.leads.every((summary) => summary.firstReplyAt === null)).toBe(true);
    // The list's other filters narrow the queue too: words, a status, the days.
    expect(ids(await opened.inbox.leads({ ...REPLY, q: "m10" }, 1, 10))).toEqual([late]);
    expect(ids(await opened.inbox.leads({ ...REPLY, status: "qualified" }, 1, 10))).toEqual([
      made.contact,
    ]);
    expect(ids(await opened.inbox.leads({ ...REPLY, until: at(3) }, 1, 10))).toEqual([
      made.consultation,
      made.contact,
    ]);

    // Answered, it leaves the queue and shows when it was answered in every lead's list.
    await opened.answeredAt(made.consultation, hour(20));
    expect(ids(await opened.inbox.leads(REPLY, 1, 10))).toEqual([
      made.contact,
      made["strategy-call"],
      late,
    ]);
    const all = await opened.inbox.leads({}, 1, 20);
    const byId = new Map(all.leads.map((summary) => [summary.id, summary]));
    expect(byId.get(made.consultation)?.firstReplyAt).toBe(hour(20));
    expect(byId.get(answered)?.firstReplyAt).toBe(hour(13));
    expect(all.total).toBe(10);
  });

  it("keeps the sign-ups apart, newest first, never among the enquiries", async () => {
    const made = await oneOfEach();
    const spam = await addAt(opened, hour(9), OF_FORM.newsletter(9));
    await opened.inbox.setStatus(spam, "spam", OWNER, at(10));
    const page = await opened.inbox.leads(SIGN_UPS, 1, 10);
    expect(ids(page)).toEqual([made.newsletter, made["roi-report"], made.guide, made.assessment]);
    expect(page.total).toBe(4);
    const reply = ids(await opened.inbox.leads(REPLY, 1, 10));
    expect(reply.some((id) => ids(page).includes(id))).toBe(false);
    // The views take the list's other filters too, and so does the export.
    expect(ids(await opened.inbox.leads({ ...SIGN_UPS, form: "guide" }, 1, 10))).toEqual([
      made.guide,
    ]);
    const exported = [];
    for await (const submission of opened.inbox.allLeads(REPLY)) exported.push(submission.id);
    expect(exported).toEqual([made.consultation, made.contact, made["strategy-call"]]);
  });

  it("keeps the queue's order of enquiries received at the same moment, page after page", async () => {
    const same = [];
    for (let i = 0; i < 5; i += 1) same.push(await addAt(opened, hour(1), OF_FORM.contact(i)));
    const pages = await Promise.all([1, 2, 3].map((page) => opened.inbox.leads(REPLY, page, 2)));
    const listed = pages.flatMap(ids);
    expect(new Set(listed)).toEqual(new Set(same));
    expect(listed).toHaveLength(5);
    expect(ids(await opened.inbox.leads(REPLY, 1, 5))).toEqual(listed);
  });

  it("computes the figures as the rules do: per UK week and form, median and share within", async () => {
    const now = new Date("2026-11-04T12:00:00Z");
    const weeks = recentWeeks(now, 3);
    const HOUR = 3_600_000;
    // Arrivals from before the first week to now, answered at once, late, never, or not yet due.
    const arbitrary = fc.array(
      fc.record({
        form: fc.constantFrom(...INBOX_FORMS),
        hoursAgo: fc.integer({ min: 0, max: 18 * 24 }),
        reply: fc.option(fc.integer({ min: 0, max: 60 * 60 * 60 }), { nil: null }),
        spam: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
      }),
      { minLength: 50, maxLength: 60 },
    );
    const [drawn = []] = fc.sample(arbitrary, { numRuns: 1, seed: 49 });
    const leads = [];
    for (const [n, draw] of drawn.entries()) {
      const receivedAt = new Date(now.getTime() - draw.hoursAgo * HOUR - n * 1000);
      const replied =
        draw.reply === null ? null : new Date(receivedAt.getTime() + draw.reply * 60_000);
      const firstReplyAt = replied && replied <= now ? replied : null;
      const id = await addAt(opened, receivedAt.toISOString(), OF_FORM[draw.form](n));
      if (firstReplyAt) await opened.answeredAt(id, firstReplyAt.toISOString());
      if (draw.spam) await opened.inbox.setStatus(id, "spam", OWNER, now);
      leads.push({ form: draw.form, receivedAt, firstReplyAt, spam: draw.spam });
    }
    const query = { forms: replyingForms(promise), withinHours: 24, weeks, now };
    const expected = replyFigures(promise, leads, weeks, now);
    expect(expected.length).toBeGreaterThan(5);
    expect(await opened.inbox.replyFigures(query)).toEqual(expected);
  });

  it("counts an enquiry unanswered past its due time, and leaves one not yet due out", async () => {
    const now = new Date("2026-11-04T12:00:00Z");
    const weeks = recentWeeks(now, 1);
    const query = { forms: replyingForms(promise), withinHours: 24, weeks, now };
    const overdue = "2026-11-03T11:59:00.000Z";
    const waiting = "2026-11-03T12:00:00.000Z";
    await addAt(opened, overdue, OF_FORM.contact(1));
    await addAt(opened, waiting, OF_FORM.contact(2));
    const quick = await addAt(opened, waiting, OF_FORM.contact(3));
    await opened.answeredAt(quick, "2026-11-03T14:00:00.000Z");
    expect(await opened.inbox.replyFigures(query)).toEqual([
      {
        week: "2026-11-02",
        form: "contact",
        counted: 2,
        within: 1,
        answered: 1,
        medianMs: 2 * 3_600_000,
      },
    ]);
  });
});
