import promise from "../../../content/data/reply-promise.json";
import {
  median,
  replyFigures,
  replyOutcome,
  shareWithin,
} from "../../../src/lib/inbox/reply-figures";
import { lastWholeWeek, londonMonday, recentWeeks } from "../../../src/lib/inbox/weeks";

const t = (iso: string) => new Date(iso);

describe("how the 24-hour promise is kept", () => {
  const received = t("2026-11-02T09:00:00Z");
  const now = t("2026-11-04T12:00:00Z");

  it("counts a reply within the 24 hours, to the minute, as within; later as late", () => {
    expect(replyOutcome(promise, received, t("2026-11-03T09:00:00Z"), now)).toBe("within");
    expect(replyOutcome(promise, received, t("2026-11-03T09:00:01Z"), now)).toBe("late");
  });

  it("counts an unanswered enquiry past its 24 hours as overdue, and leaves one not yet due", () => {
    expect(replyOutcome(promise, received, null, now)).toBe("overdue");
    expect(replyOutcome(promise, t("2026-11-03T12:00:00Z"), null, now)).toBe("waiting");
    expect(replyOutcome(promise, t("2026-11-03T11:59:59Z"), null, now)).toBe("overdue");
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 9, 2])).toBe(3);
  });

  it("gives the share within of those that count, none when nothing counts", () => {
    expect(shareWithin({ counted: 4, within: 3 })).toBe(0.75);
    expect(shareWithin({ counted: 0, within: 0 })).toBeNull();
  });

  it("groups by UK week and form, skipping sign-ups, spam and the not yet due", () => {
    const weeks = recentWeeks(now, 2);
    const hours = (n: number) => n * 3_600_000;
    const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
    const lastWeek = t("2026-10-28T10:00:00Z");
    const figures = replyFigures(
      promise,
      [
        {
          form: "contact",
          receivedAt: received,
          firstReplyAt: at(received, hours(2)),
          spam: false,
        },
        {
          form: "contact",
          receivedAt: received,
          firstReplyAt: at(received, hours(30)),
          spam: false,
        },
        { form: "contact", receivedAt: received, firstReplyAt: null, spam: false },
        { form: "contact", receivedAt: received, firstReplyAt: null, spam: true },
        { form: "contact", receivedAt: t("2026-11-04T08:00:00Z"), firstReplyAt: null, spam: false },
        { form: "newsletter", receivedAt: received, firstReplyAt: null, spam: false },
        {
          form: "consultation",
          receivedAt: lastWeek,
          firstReplyAt: at(lastWeek, hours(1)),
          spam: false,
        },
        {
          form: "consultation",
          receivedAt: t("2026-10-01T10:00:00Z"),
          firstReplyAt: null,
          spam: false,
        },
      ],
      weeks,
      now,
    );
    expect(figures).toEqual([
      {
        week: "2026-11-02",
        form: "contact",
        counted: 3,
        within: 1,
        answered: 2,
        medianMs: hours(16),
      },
      {
        week: "2026-10-26",
        form: "consultation",
        counted: 1,
        within: 1,
        answered: 1,
        medianMs: hours(1),
      },
    ]);
  });
});

describe("UK weeks", () => {
  it("start on Monday at midnight in London, in summer time and in winter", () => {
    const [summer] = recentWeeks(t("2026-10-24T22:30:00Z"), 1);
    expect(summer?.monday).toBe("2026-10-19");
    expect(summer?.since.toISOString()).toBe("2026-10-18T23:00:00.000Z");
    // The clocks go back on the Sunday: the week ends at midnight GMT.
    expect(summer?.until.toISOString()).toBe("2026-10-26T00:00:00.000Z");
    // Sunday 23:30 BST is still Sunday in London though Monday has begun nowhere else near.
    expect(londonMonday(t("2026-08-30T22:30:00Z"))).toBe("2026-08-24");
    expect(londonMonday(t("2026-08-30T23:30:00Z"))).toBe("2026-08-31");
  });

  it("run back from the one now falls in, and the last whole one is the one before", () => {
    const now = t("2026-11-04T12:00:00Z");
    expect(recentWeeks(now, 3).map((week) => week.monday)).toEqual([
      "2026-11-02",
      "2026-10-26",
      "2026-10-19",
    ]);
    expect(lastWholeWeek(now).monday).toBe("2026-10-26");
  });
});
