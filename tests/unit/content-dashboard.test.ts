import dashboard from "../../content/data/client-dashboard.json";
import { changeDirection, DASHBOARD_TABS, isVideoPage } from "../../src/lib/tools/dashboard";

// The client success dashboard's data, as content/data/client-dashboard.json carries it.
const content: Queries.ClientDashboardFieldsFragment = dashboard;
const SIGNED_PERCENT = /^[+-]\d+(\.\d+)?%$/;

describe("client dashboard content", () => {
  it("says that its figures are an illustrative sample", () => {
    expect(content.sampleNote).toMatch(/illustrative sample/i);
    expect(content.sampleNote).toMatch(/not live/i);
  });

  it("has a label for every tab", () => {
    expect(Object.keys(content.labels.tabs).sort()).toEqual([...DASHBOARD_TABS].sort());
    for (const id of DASHBOARD_TABS) expect(content.labels.tabs[id]).not.toBe("");
  });

  it("has metrics, each with label, value and a signed change", () => {
    expect(content.metrics.length).toBeGreaterThan(0);
    for (const metric of content.metrics) {
      expect(metric.label).not.toBe("");
      expect(metric.value).not.toBe("");
      expect(metric.change).toMatch(SIGNED_PERCENT);
    }
  });

  it("has clients, each with every field, and a video only where one exists", () => {
    expect(content.clientStories.length).toBeGreaterThan(0);
    const fields = ["id", "name", "industry", "logo", "growth", "revenue", "testimonial"];
    for (const story of content.clientStories) {
      const { videoUrl, ...rest } = story;
      expect(Object.keys(rest).sort()).toEqual([...fields].sort());
      for (const value of Object.values(rest)) expect(value).toMatch(/\S/);
      // A video's own page, never a search of a channel standing in for one.
      if (videoUrl != null) expect([story.id, isVideoPage(videoUrl)]).toEqual([story.id, true]);
      expect(story.logo.length).toBeLessThanOrEqual(3);
    }
    const ids = content.clientStories.map((story) => story.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every industry a whole, positive count and a signed growth", () => {
    expect(content.industryStats.length).toBeGreaterThan(0);
    for (const industry of content.industryStats) {
      expect(industry.name).not.toBe("");
      expect(Number.isInteger(industry.count)).toBe(true);
      expect(industry.count).toBeGreaterThan(0);
      expect(industry.growth).toMatch(SIGNED_PERCENT);
      expect(changeDirection(industry.growth)).not.toBe("flat");
    }
  });

  it("rates every testimonial with whole stars from 1 to 5", () => {
    expect(content.testimonials.length).toBeGreaterThan(0);
    for (const testimonial of content.testimonials) {
      expect(Number.isInteger(testimonial.rating)).toBe(true);
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
      expect(testimonial.quote).not.toBe("");
      expect(testimonial.author).not.toBe("");
      expect(testimonial.role).not.toBe("");
    }
  });

  it("keeps the words' placeholders", () => {
    expect(content.labels.rating).toContain("{rating}");
    expect(content.labels.rating).toContain("{max}");
    expect(content.labels.viewStory).toContain("{name}");
    expect(content.labels.watchStory).toContain("{name}");
    expect(content.labels.clientCount).toContain("{count}");
    expect(content.labels.change.up).toContain("{amount}");
    expect(content.labels.change.down).toContain("{amount}");
  });
});
