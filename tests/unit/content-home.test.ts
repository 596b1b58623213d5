import home from "../../content/data/home.json";
import services from "../../content/data/services.json";
import { isIconName } from "../../src/components/icon-names";
import { HERO_CTA, VALUE_PROPOSITION } from "../../src/lib/ab";
import { formatPoundsShort } from "../../src/lib/revenue";

// The figures the home page shows.
describe("home content", () => {
  it("has the product's four headline stats", () => {
    expect(home.stats.map((stat) => stat.value)).toEqual(["£1M+", "8+", "£150K", "100+"]);
  });

  it("links the product's six portfolio cards, each to its own block on /services", () => {
    const anchors = home.portfolio.items.map((item) => item.anchor);
    expect(anchors).toHaveLength(6);
    expect(new Set(anchors).size).toBe(anchors.length);
    const blocks = services.portfolio.map((entry) => entry.id);
    for (const anchor of anchors) expect(blocks).toContain(anchor);
    for (const item of home.portfolio.items) expect(isIconName(item.icon)).toBe(true);
  });

  it("shows January to June, £150K rising £15K a month to £225K", () => {
    const { months } = home.performance;
    expect(months.map((month) => month.month)).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
    ]);
    expect(months.map((month) => formatPoundsShort(month.totalRevenue))).toEqual([
      "£150K",
      "£165K",
      "£180K",
      "£195K",
      "£210K",
      "£225K",
    ]);
  });

  it("splits every month into SaaS £49.5K, automation £150K and agency £25K", () => {
    for (const month of home.performance.months) {
      expect(formatPoundsShort(month.saasRevenue)).toBe("£49.5K");
      expect(formatPoundsShort(month.automationRevenue)).toBe("£150K");
      expect(formatPoundsShort(month.agencyRevenue)).toBe("£25K");
    }
  });

  it("aims for £1M MRR in 2026", () => {
    const { target } = home.performance;
    expect(`${formatPoundsShort(target.mrr)} ${target.unit}`).toBe("£1M MRR");
    expect(target.label).toContain("2026");
  });

  it("has the product's three testimonials, each with every field the product names", () => {
    expect(home.testimonials.items).toHaveLength(3);
    for (const item of home.testimonials.items) {
      for (const field of [
        "quote",
        "name",
        "position",
        "company",
        "image",
        "result",
        "businessUnit",
      ] as const) {
        expect(item[field]).not.toBe("");
      }
      expect(item.image).toMatch(/^\/images\/testimonials\/[a-z-]+\.svg$/);
    }
  });

  it("has words for every variation of the displayed tests, and a secondary button to /services", () => {
    expect(home.hero.valuePropositions.map((item) => item.variation)).toEqual(
      VALUE_PROPOSITION.variations,
    );
    expect(home.hero.ctas.map((item) => item.variation)).toEqual(HERO_CTA.variations);
    expect(home.hero.secondaryAction.to).toBe("/services");
  });
});
