import { buttonClickParams, isLeadDestination } from "../../src/lib/analytics/button-click";

describe("button_click parameters", () => {
  it("report the label, the text, the variant and the size", () => {
    expect(
      buttonClickParams({
        trackingLabel: "hero_cta",
        text: "Book Portfolio Consultation",
        variant: "outline",
        size: "lg",
      }),
    ).toEqual({
      event_label: "hero_cta",
      button_text: "Book Portfolio Consultation",
      variant: "outline",
      size: "lg",
    });
  });

  it("use the text as the label and the recipe's defaults when the caller sets none", () => {
    expect(
      buttonClickParams({ text: "  Subscribe\n ", variant: undefined, size: undefined }),
    ).toEqual({ event_label: "Subscribe", button_text: "Subscribe", variant: "solid", size: "md" });
  });

  it("list a responsive value's sizes", () => {
    expect(
      buttonClickParams({ text: "Go", variant: "ghost", size: { base: "sm", md: "lg" } }).size,
    ).toBe("sm|lg");
  });
});

describe("lead call-to-action destinations", () => {
  it("are the contact page, with or without a query, anchor or trailing slash", () => {
    for (const to of ["/contact", "/contact/", "/contact?plan=starter", "/contact#form"]) {
      expect(isLeadDestination(to)).toBe(true);
    }
  });

  it("are not other pages or other sites", () => {
    for (const to of [
      "/",
      "/contacts",
      "/case-studies",
      "https://example.com/contact",
      "#contact",
    ]) {
      expect(isLeadDestination(to)).toBe(false);
    }
  });
});
