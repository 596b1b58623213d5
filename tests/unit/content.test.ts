import contact from "../../content/data/contact.json";
import logos from "../../content/data/logos.json";
import navigation from "../../content/data/navigation.json";
import trustBadges from "../../content/data/trust-badges.json";

// The header, footer and strips every page carries.
describe("navigation content", () => {
  it("has the seven header links in the product's order", () => {
    expect(navigation.header.map((link) => link.to)).toEqual([
      "/",
      "/services",
      "/about",
      "/case-studies",
      "/blog",
      "/ai-roi-tools",
      "/contact",
    ]);
  });

  it("sends 'Book Portfolio Consultation' to /contact", () => {
    expect(navigation.cta).toEqual({ label: "Book Portfolio Consultation", to: "/contact" });
  });

  it("has the product's footer quick and portfolio links", () => {
    expect(navigation.footerQuick.map((link) => link.to)).toEqual([
      "/",
      "/services",
      "/about",
      "/case-studies",
      "/ai-roi-tools",
      "/advanced-tools",
      "/contact",
    ]);
    expect(navigation.footerPortfolio.map((link) => link.to)).toEqual([
      "/services#saas-b2b",
      "/services#ai-automation",
      "/services#smma-agency",
      "/services#ecommerce",
    ]);
    expect(navigation.legal.map((link) => link.to)).toEqual([
      "/privacy-policy",
      "/terms-of-service",
    ]);
  });
});

describe("contact content", () => {
  it("has a UK and an Irish phone number", () => {
    expect(contact.phones.map((phone) => phone.region)).toEqual(["UK", "IE"]);
    expect(contact.phones[0]?.tel).toMatch(/^\+44/);
    expect(contact.phones[1]?.tel).toMatch(/^\+353/);
  });

  it("has a Northern Ireland postal address and the product's hours", () => {
    expect(contact.address.region).toBe("Northern Ireland");
    expect(contact.address.postcode).toMatch(/^BT\d/);
    expect(contact.hours).toEqual([
      { days: "Monday to Friday", time: "9:00 AM to 5:30 PM" },
      { days: "Saturday and Sunday", time: "Closed" },
    ]);
  });
});

describe("strips", () => {
  it("has the product's 6 sample logos", () => expect(logos.items).toHaveLength(6));

  it("has the product's 5 trust badges", () => {
    expect(trustBadges.items.map((badge) => badge.title)).toEqual([
      "SSL Secured",
      "ISO 27001",
      "GDPR Compliant",
      "UK Business",
      "5-Star Rated",
    ]);
    expect(trustBadges.items[0]?.detail).toBe("256-bit encryption");
  });
});
