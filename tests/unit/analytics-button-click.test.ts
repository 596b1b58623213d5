import fc from "fast-check";
import {
  buttonClickAttributes,
  buttonClickFromAttributes,
  buttonClickParams,
  isLeadDestination,
} from "../../src/lib/analytics/button-click";

/** Reads attributes as an element would hold them: React leaves out the undefined ones. */
const reader = (attributes: Record<string, string | undefined>) => (name: string) =>
  attributes[name] ?? null;

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

describe("a button's click, read back from its element's attributes", () => {
  it("reports what the button itself would: label, text, variant and size", () => {
    const attributes = buttonClickAttributes({
      trackingLabel: "hero_cta",
      variant: "outline",
      size: { base: "md", lg: "lg" },
    });
    expect(buttonClickFromAttributes(reader(attributes), " Book a call ", "")).toEqual({
      click: {
        event_label: "hero_cta",
        button_text: "Book a call",
        variant: "outline",
        size: "md|lg",
      },
      lead: null,
    });
  });

  it("adds generate_lead (engagement) for a lead call to action, with the words shown", () => {
    const attributes = buttonClickAttributes({
      lead: true,
      shownText: "Book Portfolio Consultation",
      variant: undefined,
      size: undefined,
    });
    const report = buttonClickFromAttributes(
      reader(attributes),
      "Book Portfolio Consultation Book a Free Strategy Session",
      "",
    );
    expect(report.click).toEqual({
      event_label: "Book Portfolio Consultation",
      button_text: "Book Portfolio Consultation",
      variant: "solid",
      size: "md",
    });
    expect(report.lead).toEqual({
      event_category: "engagement",
      event_label: "Book Portfolio Consultation",
    });
  });

  it("names an icon-only button by its accessible name", () => {
    const attributes = buttonClickAttributes({ variant: "ghost", size: "md" });
    expect(buttonClickFromAttributes(reader(attributes), "  ", "Open menu").click).toMatchObject({
      event_label: "Open menu",
      button_text: "Open menu",
    });
  });

  it("gives the same parameters as the button's own, whatever it holds", () => {
    const recipeValue = fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.dictionary(fc.constantFrom("base", "md", "lg"), fc.string({ minLength: 1 })),
    );
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        fc.string(),
        recipeValue,
        recipeValue,
        fc.boolean(),
        (trackingLabel, shownText, text, variant, size, lead) => {
          const attributes = buttonClickAttributes({
            trackingLabel,
            shownText,
            lead,
            variant,
            size,
          });
          const report = buttonClickFromAttributes(reader(attributes), text, "");
          const own = buttonClickParams({
            trackingLabel,
            text: shownText ?? text.trim(),
            variant,
            size,
          });
          expect(report.click).toEqual(own);
          expect(report.lead !== null).toBe(lead);
        },
      ),
    );
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
