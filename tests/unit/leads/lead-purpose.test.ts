import { EMPTY_CONTACT_DRAFT } from "../../../src/lib/leads/contact";
import type { KindedRecord } from "../../../src/lib/leads/submission";
import { msUntilDigest } from "../../../src/lib/leads/digest-time";
import { ALERT_AT_ONCE, leadPurpose, promisedResource } from "../../../src/lib/leads/lead-purpose";

describe("what a lead asked for (docs/product.md#departures)", () => {
  it.each([
    ["contact", EMPTY_CONTACT_DRAFT, "contact"],
    ["lead", { source: "cta_lead_capture", interest: "saas" }, "consultation"],
    ["lead", { source: "exit_intent_popup", type: "strategy_call" }, "strategy-call"],
    ["lead", { source: "business_assessment", assessmentScore: 72 }, "assessment"],
    ["lead", { source: "sidebar_lead_magnet", tags: ["scaling_guide"] }, "guide"],
    ["lead", { source: "exit_intent_popup", leadMagnet: "scaling-guide" }, "guide"],
    ["lead", { source: "exit_intent_popup", leadMagnet: "roi-report" }, "roi-report"],
    ["lead", { source: "footer_newsletter", tags: ["newsletter"] }, "newsletter"],
    ["lead", { source: "blog_newsletter" }, "newsletter"],
  ] as const)("a %s with %j is a %s", (kind, record, purpose) => {
    const submission: KindedRecord =
      kind === "contact"
        ? { kind, record: EMPTY_CONTACT_DRAFT }
        : { kind, record: { email: "a@b.co", ...record } };
    expect(leadPurpose(submission)).toBe(purpose);
  });

  it("tells the owner at once of what someone waits on, and the rest in the digest", () => {
    expect([...ALERT_AT_ONCE].sort()).toEqual([
      "assessment",
      "consultation",
      "contact",
      "strategy-call",
    ]);
    expect(promisedResource("guide")).toBe("scaling-guide");
    expect(promisedResource("roi-report")).toBe("roi-report");
    expect(promisedResource("newsletter")).toBeNull();
  });
});

describe("when the digest goes", () => {
  it.each([
    ["2026-11-25T07:00:00.000Z", 3_600_000], // winter: London is UTC, 07:00 -> 08:00
    ["2026-11-25T08:00:00.000Z", 24 * 3_600_000], // just sent: the next is tomorrow
    ["2026-11-25T20:30:00.000Z", 11.5 * 3_600_000],
    ["2026-07-01T06:00:00.000Z", 3_600_000], // summer: London is UTC+1, 07:00 -> 08:00
    ["2026-07-01T07:30:00.000Z", 23.5 * 3_600_000],
  ])("at %s, in %i ms (08:00 UK time)", (now, wait) => {
    expect(msUntilDigest(new Date(now))).toBe(wait);
  });
});
