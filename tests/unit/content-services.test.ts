import aiAutomation from "../../content/data/ai-automation.json";
import leadMagnets from "../../content/data/lead-magnets.json";
import saasPlatforms from "../../content/data/saas-platforms.json";
import services from "../../content/data/services.json";
import navigation from "../../content/data/navigation.json";

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// The service pages' ids and figures. A service or a portfolio entry added anywhere in its list
// leaves these true.
describe("services content", () => {
  const serviceIds = services.services.map((service) => service.id);
  const portfolioIds = services.portfolio.map((entry) => entry.id);

  it("keeps a block for each of the product's eight service ids, in its order", () => {
    const spec = [
      "digital-marketing",
      "funnel-building",
      "seo-ppc",
      "social-media",
      "crm-integration",
      "sales-automation",
      "development",
      "analytics",
    ];
    expect(serviceIds.filter((id) => spec.includes(id))).toEqual(spec);
  });

  it("anchors every block at its own kebab-case id", () => {
    const anchors = [...serviceIds, ...portfolioIds];
    for (const id of anchors) expect(id).toMatch(KEBAB_CASE);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("gives every service a description, key benefits and what is included", () => {
    for (const service of services.services) {
      expect(service.description).not.toBe("");
      expect(service.benefits.length).toBeGreaterThan(0);
      expect(service.included.length).toBeGreaterThan(0);
    }
  });

  it("keeps the product's seven portfolio anchors, in its order", () => {
    const spec = [
      "saas-b2b",
      "saas-b2a",
      "ai-automation",
      "volume-automation",
      "smma-agency",
      "archsourcer",
      "ecommerce",
    ];
    expect(portfolioIds.filter((id) => spec.includes(id))).toEqual(spec);
  });

  it("has an element for every /services anchor the footer links to", () => {
    for (const link of navigation.footerPortfolio) {
      expect(portfolioIds).toContain(link.to.replace("/services#", ""));
    }
  });

  it("teases SaaS from £49.99/month and AI ROI of 300-600%", () => {
    const [saas, ai] = services.teasers;
    expect(saas?.figure).toBe("From £49.99/month");
    expect(saas?.action.to).toBe("/services/saas-platforms");
    expect(ai?.figure).toBe("300-600% ROI");
    expect(ai?.action.to).toBe("/ai-roi-tools");
  });
});

describe("SaaS platforms content", () => {
  it("has the lead finder, CRM suite and worksuite", () => {
    expect(saasPlatforms.platforms.map((platform) => platform.id)).toEqual([
      "lead-finder",
      "crm-suite",
      "worksuite",
    ]);
  });

  it("has the product's three plans, Professional the popular one", () => {
    expect(
      saasPlatforms.plans.map(({ name, price, period, leads, popular }) => ({
        name,
        price,
        period,
        leads,
        popular,
      })),
    ).toEqual([
      {
        name: "Starter",
        price: "£49.99",
        period: "/month",
        leads: "Up to 1,000 leads/month",
        popular: false,
      },
      {
        name: "Professional",
        price: "£99.99",
        period: "/month",
        leads: "10,000 leads/month",
        popular: true,
      },
      {
        name: "Enterprise",
        price: "£149.99",
        period: "/month",
        leads: "Unlimited leads",
        popular: false,
      },
    ]);
  });

  it("sends every plan's call to action to /contact", () => {
    for (const plan of saasPlatforms.plans) expect(plan.action.to).toBe("/contact");
  });

  it("offers the scaling guide: 50 pages, worth £497, 2,847 downloads", () => {
    expect(saasPlatforms.magnetId).toBe("scaling-guide");
    const guide = leadMagnets.items.find((item) => item.id === saasPlatforms.magnetId);
    expect(guide?.format).toBe("50-page guide");
    expect(guide?.value).toBe("£497");
    expect(guide?.downloads).toBe("2,847");
  });

  it("has the product's three client stories", () => expect(saasPlatforms.stories).toHaveLength(3));
});

describe("AI automation content", () => {
  it("has the product's three tiers with their ranges, timeframes and ROI", () => {
    expect(
      aiAutomation.tiers.map(({ priceRange, timeframe, roi }) => ({ priceRange, timeframe, roi })),
    ).toEqual([
      { priceRange: { min: 5000, max: 25000 }, timeframe: "4-8 weeks", roi: "300-500%" },
      { priceRange: { min: 2500, max: 15000 }, timeframe: "2-6 weeks", roi: "400-600%" },
      { priceRange: { min: 10000, max: 50000 }, timeframe: "8-16 weeks", roi: "200-400%" },
    ]);
  });

  it("gives every tier features and metrics", () => {
    for (const tier of aiAutomation.tiers) {
      expect(tier.features.length).toBeGreaterThan(0);
      expect(tier.metrics.length).toBeGreaterThan(0);
    }
  });

  it("has the product's three ROI scenarios", () => {
    expect(
      aiAutomation.scenarios.map(({ investment, paybackMonths, annualRoi }) => ({
        investment,
        paybackMonths,
        annualRoi,
      })),
    ).toEqual([
      { investment: 15000, paybackMonths: 2.5, annualRoi: 1200 },
      { investment: 8000, paybackMonths: 1.5, annualRoi: 1800 },
      { investment: 25000, paybackMonths: 3, annualRoi: 800 },
    ]);
  });

  it("has the product's three client results", () => expect(aiAutomation.results).toHaveLength(3));
});
