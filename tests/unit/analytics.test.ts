/** @jest-environment jsdom */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from "../../src/lib/analytics/events";
import { track, type Gtag } from "../../src/browser/analytics/track";
import { setTrackingEnabled } from "../../src/browser/analytics/track";

const ROOT = path.resolve(__dirname, "../..");

// track() takes any AnalyticsEventName: this stops compiling if the list misses one.
const everyNameListed: [
  Exclude<AnalyticsEventName, (typeof ANALYTICS_EVENT_NAMES)[number]>,
] extends [never]
  ? true
  : never = true;

/**
 * The events docs/analytics.md points to: the first column of the events table in docs/product.md.
 */
function documentedEvents(): string[] {
  const product = readFileSync(path.join(ROOT, "docs/product.md"), "utf8");
  const section = product.split("\n## Analytics events\n")[1]?.split("\n## ")[0] ?? "";
  return [...new Set([...section.matchAll(/^\| `([a-z_]+)`/gm)].map((match) => match[1]))];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The code of every file that imports track(), the one way to send an event. */
const sendingCode = sourceFiles("src")
  .map((file) => readFileSync(path.join(ROOT, file), "utf8"))
  .filter((source) => /import \{[^}]*\btrack\b[^}]*\} from "[^"]*\/track"/.test(source))
  .join("\n");

describe("the events the site sends", () => {
  it("are the events docs/product.md#analytics-events names, and no others", () => {
    expect(everyNameListed).toBe(true);
    expect([...ANALYTICS_EVENT_NAMES].sort()).toEqual(documentedEvents().sort());
  });

  it("each come from code that sends events", () => {
    for (const name of documentedEvents())
      expect([name, sendingCode.includes(`"${name}"`)]).toEqual([name, true]);
  });
});

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
