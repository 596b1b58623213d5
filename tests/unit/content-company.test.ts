import { existsSync } from "node:fs";
import path from "node:path";
import about from "../../content/data/about.json";
import caseStudies from "../../content/data/case-studies.json";
import contactPage from "../../content/data/contact-page.json";
import legal from "../../content/data/legal.json";

const STATIC = path.join(__dirname, "../../static");

// The About, Case studies and Contact pages, as their content files carry them.
describe("about content", () => {
  it("is titled Our Structure", () => {
    expect(about.meta.title).toBe("Our Structure");
    expect(about.hero.heading).toBe("Our Structure");
  });

  it("has the product's four-person team of chief officers, each with name, position, image and bio", () => {
    expect(about.team).toHaveLength(4);
    for (const member of about.team) {
      expect(member.name).not.toBe("");
      expect(member.position).toMatch(/^Chief .+ Officer$/);
      expect(member.image).toMatch(/^\/images\/team\/.+\.svg$/);
      expect(member.bio).not.toBe("");
    }
  });

  it("has the product's six business units, each id once", () => {
    expect(about.units).toHaveLength(6);
    expect(new Set(about.units.map((unit) => unit.id)).size).toBe(about.units.length);
  });

  it("shows the product's headline figures", () => {
    expect(about.stats.map((stat) => stat.value)).toEqual(["£1M+", "8+", "£150K", "100+"]);
  });
});

describe("case studies content", () => {
  const ids = caseStudies.studies.map((study) => study.id);

  // A study added anywhere in the list leaves these true.
  it("keeps the product's studies in its order", () => {
    const spec = [
      "ecommerce-automation",
      "saas-lead-generation",
      "coaching-funnel",
      "real-estate-automation",
      "healthcare-patient-acquisition",
      "manufacturing-lead-generation",
    ];
    expect(ids.filter((id) => spec.includes(id))).toEqual(spec);
  });

  it("gives every study its own id, so that ?study={id} opens one study", () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each study results, a challenge and a solution", () => {
    for (const study of caseStudies.studies) {
      expect(study.results.length).toBeGreaterThan(0);
      for (const result of study.results) {
        expect(result.label).not.toBe("");
        // The product gives no figures for the results: no percentages, sums or multiples.
        expect(result.value).not.toMatch(/[%£$]|\dx\b/);
      }
      expect(study.challenge).not.toBe("");
      expect(study.solution).not.toBe("");
      expect(study.image).toBe(`/images/case-studies/${study.id}.svg`);
      expect([study.id, existsSync(path.join(STATIC, study.image))]).toEqual([study.id, true]);
    }
  });

  it("closes with 'Book a Free Strategy Session' to /contact", () => {
    expect(caseStudies.callToAction.actions).toContainEqual({
      label: "Book a Free Strategy Session",
      to: "/contact",
      variant: "solid",
    });
  });
});

describe("contact page FAQ", () => {
  it("has the product's five-item FAQ, on its five topics", () => {
    const answers = contactPage.faq.map((item) => item.answer);
    expect(contactPage.faq).toHaveLength(5);
    expect(answers[0]).toMatch(/30-minute/);
    expect(answers[0]).toMatch(/no obligation/);
    expect(contactPage.faq[1]?.question).toMatch(/types of businesses/);
    expect(answers[2]).toMatch(/4-8 weeks/);
    expect(answers[3]).toMatch(/ongoing support package/);
    expect(answers[4]).toMatch(/KPIs/);
    expect(answers[4]).toMatch(/start/);
  });
});

describe("legal content", () => {
  const privacyText = JSON.stringify(legal.privacy);

  it("names every local storage key the site uses", () => {
    for (const key of [
      "ab_test_hero_headline",
      "ab_test_hero_cta",
      "ab_test_value_proposition",
      "lead_retry_queue",
    ]) {
      expect(privacyText).toContain(key);
    }
  });

  it("gives the ICO as the complaint route", () => {
    expect(privacyText).toContain("Information Commissioner's Office");
    expect(privacyText).toContain("ico.org.uk");
    expect(privacyText).toContain("0303 123 1113");
  });

  it("is dated and has unique section ids for its table of contents", () => {
    for (const { updated } of [legal.privacy, legal.terms])
      expect(updated).toMatch(
        /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
    for (const document of [legal.privacy, legal.terms]) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("puts the terms under the law of Northern Ireland", () => {
    expect(JSON.stringify(legal.terms)).toContain("law of Northern Ireland");
  });
});
