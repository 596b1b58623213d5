import legal from "../../content/data/legal.json";
import retention from "../../content/data/retention.json";
import {
  isDue,
  periodEnd,
  periodInWords,
  retentionPolicyItems,
  ruleById,
  heldRule,
  submissionRule,
  withRetentionPeriods,
  type RetentionContent,
} from "../../src/lib/retention";
import { LEAD_PURPOSES } from "../../src/lib/leads/lead-purpose";
import { LEAD_STATUSES, STATUS_TEXT } from "../../src/lib/inbox/statuses";

const content = retention as RetentionContent;
const at = (iso: string) => new Date(iso);

describe("the retention rules (content/data/retention.json)", () => {
  it("keep what the privacy policy promised: sign-ups 90 days once passed on, enquiries 24 months", () => {
    expect(ruleById(content, "marketing")).toMatchObject({
      period: { days: 90 },
      from: "passedOn",
    });
    expect(ruleById(content, "unconfirmed")).toMatchObject({
      period: { days: 30 },
      from: "received",
    });
    expect(ruleById(content, "enquiry")).toMatchObject({
      period: { months: 24 },
      from: "received",
    });
  });

  it("write the policy's list, each period in words", () => {
    const items = retentionPolicyItems(content);
    expect(items).toHaveLength(content.rules.length + content.elsewhere.length);
    expect(items[0]).toContain("deleted 90 days after they are passed to our email platform");
    expect(items[1]).toContain("deleted 30 days after you sign up");
    expect(items[2]).toContain("deleted 24 months after you send them");
    expect(items.join(" ")).not.toContain("{period}");
    expect(periodInWords({ days: 1 })).toBe("1 day");
  });

  it("are the privacy policy's retention section, whatever legal.json lists there", () => {
    const policy = withRetentionPeriods(legal.privacy, content);
    const section = policy.sections.find((candidate) => candidate.id === "retention");
    expect(section?.items).toEqual(retentionPolicyItems(content));
    const others = policy.sections.filter((candidate) => candidate.id !== "retention");
    expect(others).toEqual(legal.privacy.sections.filter((s) => s.id !== "retention"));
  });

  it("count months on the calendar and days as days", () => {
    expect(periodEnd(at("2026-01-31T10:00:00Z"), { months: 24 })).toEqual(
      at("2028-01-31T10:00:00Z"),
    );
    expect(periodEnd(at("2026-03-01T00:00:00Z"), { days: 90 })).toEqual(at("2026-05-30T00:00:00Z"));
  });

  it("put every sign-up under marketing and everything someone waits on under enquiries", () => {
    const rules = Object.fromEntries(LEAD_PURPOSES.map((p) => [p, submissionRule(p)]));
    expect(rules).toEqual({
      consultation: "enquiry",
      contact: "enquiry",
      "strategy-call": "enquiry",
      assessment: "enquiry",
      guide: "marketing",
      "roi-report": "marketing",
      newsletter: "marketing",
    });
  });
});

describe("the rule a held submission is purged by", () => {
  it("is the unconfirmed one for a sign-up awaiting its confirmation, and only for a sign-up", () => {
    expect(heldRule("newsletter", true)).toBe("unconfirmed");
    expect(heldRule("guide", false)).toBe("marketing");
    expect(heldRule("consultation", true)).toBe("enquiry");
  });

  it("lets an unconfirmed sign-up go 30 days after it arrived, whatever was sent for it", () => {
    const unconfirmed = ruleById(content, "unconfirmed");
    const held = {
      receivedAt: at("2026-01-01T12:00:00Z"),
      settledAt: null,
      pending: true,
      status: "new" as const,
    };
    expect(isDue(unconfirmed, held, at("2026-01-31T11:59:59Z"))).toBe(false);
    expect(isDue(unconfirmed, held, at("2026-01-31T12:00:00Z"))).toBe(true);
  });
});

describe("whether a submission's period has ended", () => {
  const marketing = ruleById(content, "marketing");
  const enquiry = ruleById(content, "enquiry");
  const received = at("2026-01-01T12:00:00Z");

  it("counts a sign-up's 90 days from when it was passed on, never while still owed", () => {
    const settled = {
      receivedAt: received,
      settledAt: at("2026-01-05T12:00:00Z"),
      pending: false,
      status: "new" as const,
    };
    expect(isDue(marketing, settled, at("2026-04-05T11:59:59Z"))).toBe(false);
    expect(isDue(marketing, settled, at("2026-04-05T12:00:00Z"))).toBe(true);
    const owed = { ...settled, pending: true };
    expect(isDue(marketing, owed, at("2027-01-01T00:00:00Z"))).toBe(false);
    const neverSent = { ...settled, settledAt: null, pending: false };
    expect(isDue(marketing, neverSent, at("2026-04-01T12:00:00Z"))).toBe(true);
  });

  it("counts an enquiry's 24 months from when it arrived", () => {
    const held = { receivedAt: received, settledAt: null, pending: true, status: "lost" as const };
    expect(isDue(enquiry, held, at("2027-12-31T12:00:00Z"))).toBe(false);
    expect(isDue(enquiry, held, at("2028-01-01T12:00:00Z"))).toBe(true);
  });

  it("keeps an enquiry that led to work, as the policy says it deletes only those that did not", () => {
    const won = { receivedAt: received, settledAt: null, pending: false, status: "won" as const };
    expect(isDue(enquiry, won, at("2040-01-01T00:00:00Z"))).toBe(false);
    // The policy's sentence and the rule say the same: only "won" led to work.
    expect(enquiry.keptWhen).toEqual(
      LEAD_STATUSES.filter((status) => STATUS_TEXT[status].meaning === "Became work."),
    );
    expect(enquiry.policy).toContain("that do not lead to work");
    // No other rule keeps anything by its status.
    expect(content.rules.filter((rule) => rule.keptWhen)).toEqual([enquiry]);
  });
});
