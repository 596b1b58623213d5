import * as v from "valibot";
import footer from "../../../content/data/footer.json";
import forms from "../../../content/data/forms.json";
import { wordingVersion } from "../../../src/lib/leads/consent";
import { consentFor } from "../../../src/server/consent";
import { formPost } from "../../../src/lib/leads/form-posts";
import { FORM_ENDPOINTS, type FormId } from "../../../src/lib/leads/form-ids";
import { leadPurpose } from "../../../src/lib/leads/lead-purpose";
import { leadRecordSchema } from "../../../src/lib/leads/lead-record";
import type { KindedRecord } from "../../../src/lib/leads/submission";
import { submissionRule } from "../../../src/lib/retention";

const posted = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([name, value]) => [name, [value]]));

/** The lead each sign-up form builds, as the server stores it. */
function leadOf(formId: FormId, extra: Record<string, string> = {}): KindedRecord {
  expect(FORM_ENDPOINTS[formId]).toBe("/api/subscribe");
  const body = formPost(formId).body(posted({ email: "ada@example.com", ...extra }));
  return { kind: "lead", record: v.parse(leadRecordSchema, body) };
}

describe("consent on record (UK GDPR art. 7(1))", () => {
  it("keeps the footer form's heading, text and button word for word", () => {
    const consent = consentFor(leadOf("footer-newsletter"));
    expect(consent?.form).toBe("footer_newsletter");
    expect(consent?.wording.split("\n")).toEqual([
      footer.newsletter.heading,
      footer.newsletter.text,
      `[${footer.newsletter.button}]`,
    ]);
  });

  it("names the resource the exit popup's visitor chose", () => {
    const consent = consentFor(leadOf("exit-popup", { resource: "roi-report" }));
    expect(consent?.wording).toContain(forms.exitPopup.text);
    expect(consent?.wording).toContain("AI Automation ROI Report");
  });

  it("is kept for every marketing sign-up a form of ours sends, and for nothing else", () => {
    const cases: [FormId, Record<string, string>][] = [
      ["footer-newsletter", {}],
      ["blog-newsletter", {}],
      ["scaling-guide", {}],
      ["exit-popup", { resource: "scaling-guide" }],
      ["exit-popup", { resource: "roi-report" }],
      ["exit-popup", { resource: "strategy-call" }],
      ["consultation", { name: "Ada", interest: "saas" }],
      ["assessment-report", { assessmentScore: "40" }],
    ];
    for (const [formId, extra] of cases) {
      const lead = leadOf(formId, extra);
      const marketing = submissionRule(leadPurpose(lead)) === "marketing";
      expect([formId, consentFor(lead) !== null]).toEqual([formId, marketing]);
    }
  });

  it("has no wording for a source no form of ours sends", () => {
    expect(
      consentFor({ kind: "lead", record: { email: "a@b.co", source: "newsletter" } }),
    ).toBeNull();
  });

  it("versions the wording: the same words share a version, any change gives another", () => {
    const consent = consentFor(leadOf("blog-newsletter"));
    expect(consent?.version).toMatch(/^[0-9a-f]{8}$/);
    expect(consent?.version).toBe(wordingVersion(consent?.wording ?? ""));
    expect(wordingVersion("Subscribe")).not.toBe(wordingVersion("Subscribe."));
  });
});
