/** @jest-environment jsdom */
import { ANALYTICS_EVENT_NAMES } from "../../src/lib/analytics/events";
import { track, type Gtag } from "../../src/browser/analytics/track";
import { setTrackingEnabled } from "../../src/browser/analytics/track";

// docs/product.md#analytics-events's event names, plus the lead-conversion event it asks for.
const PRODUCT_EVENTS = [
  "button_click",
  "page_view",
  "generate_lead",
  "view_service",
  "scroll_depth",
  "time_on_page",
  "user_engagement",
  "ab_test_assignment",
  "roi_calculator_input",
  "roi_calculator_submit",
  "mrr_calculator_input",
  "mrr_scenario_select",
  "assessment_completion",
  "lead_magnet_download",
  "dashboard_view",
  "share",
  "lead_conversion",
];

afterEach(() => {
  delete window.gtag;
  setTrackingEnabled(false);
});

// The consent controller switches tracking on once the visitor accepts.
function consented(gtag: Gtag): void {
  window.gtag = gtag;
  setTrackingEnabled(true);
}

describe("track", () => {
  it("covers every docs/product.md#analytics-events event", () => {
    expect([...ANALYTICS_EVENT_NAMES].sort()).toEqual([...PRODUCT_EVENTS].sort());
  });

  it("does nothing and reports false when no tag is present", () => {
    setTrackingEnabled(true);
    expect(track("page_view", { page_title: "Home", page_location: "https://x/" })).toBe(false);
  });

  it("sends nothing before consent, even to a tag already on the page", () => {
    const gtag = jest.fn<ReturnType<Gtag>, Parameters<Gtag>>();
    window.gtag = gtag;
    expect(track("page_view", { page_title: "Home", page_location: "https://x/" })).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });

  it("hands the event and its parameters to the tag", () => {
    const gtag = jest.fn<ReturnType<Gtag>, Parameters<Gtag>>();
    consented(gtag);
    expect(
      track("button_click", {
        event_label: "hero_cta",
        button_text: "Book Portfolio Consultation",
        variant: "solid",
        size: "lg",
      }),
    ).toBe(true);
    expect(gtag).toHaveBeenCalledWith("event", "button_click", {
      event_label: "hero_cta",
      button_text: "Book Portfolio Consultation",
      variant: "solid",
      size: "lg",
    });
  });

  it("sends the milestone labels as given", () => {
    const gtag = jest.fn<ReturnType<Gtag>, Parameters<Gtag>>();
    consented(gtag);
    track("scroll_depth", { event_label: "75%" });
    track("generate_lead", { event_category: "form_submission", event_label: "footer_newsletter" });
    expect(gtag.mock.calls).toEqual([
      ["event", "scroll_depth", { event_label: "75%" }],
      [
        "event",
        "generate_lead",
        { event_category: "form_submission", event_label: "footer_newsletter" },
      ],
    ]);
  });

  it("never lets a failing tag break the page", () => {
    consented(() => {
      throw new Error("blocked");
    });
    expect(
      track("share", { method: "twitter", content_type: "article", item_id: "scaling-framework" }),
    ).toBe(false);
  });
});
