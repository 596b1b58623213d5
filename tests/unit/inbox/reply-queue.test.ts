import promise from "../../../content/data/reply-promise.json";
import { durationText } from "../../../src/lib/inbox/durations";
import { replyDueAt } from "../../../src/lib/inbox/reply-promise";
import { dueState, signUpForms } from "../../../src/lib/inbox/reply-queue";

describe("the lead desk's queues", () => {
  it("files every form that promises no reply as a sign-up", () => {
    expect(signUpForms(promise)).toEqual(["assessment", "guide", "roi-report", "newsletter"]);
  });

  it("is due soon in the last 4 of its 24 hours, overdue once they are over", () => {
    const due = replyDueAt(promise, new Date("2026-11-02T09:00:00Z"));
    expect(dueState(due, new Date("2026-11-03T04:59:00Z"))).toBe("due");
    expect(dueState(due, new Date("2026-11-03T05:00:00Z"))).toBe("due-soon");
    expect(dueState(due, new Date("2026-11-03T09:00:00Z"))).toBe("due-soon");
    expect(dueState(due, new Date("2026-11-03T09:00:01Z"))).toBe("overdue");
  });

  it("tells a span in minutes, hours and days", () => {
    expect(durationText(59_999)).toBe("0 min");
    expect(durationText(45 * 60_000)).toBe("45 min");
    expect(durationText(3 * 3_600_000)).toBe("3 h");
    expect(durationText(200 * 60_000)).toBe("3 h 20 min");
    expect(durationText(24 * 3_600_000)).toBe("1 day");
    expect(durationText(52 * 3_600_000)).toBe("2 days 4 h");
  });
});
