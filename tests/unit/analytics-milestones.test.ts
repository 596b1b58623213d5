import {
  newlyReached,
  scrollDepthPercent,
  secondsBetween,
  timeOnPageParams,
  SCROLL_DEPTH_MILESTONES,
  TIME_ON_PAGE_MILESTONES_S,
  type ScrollDepthMilestone,
} from "../../src/lib/analytics/milestones";
import { isNewPage } from "../../src/lib/analytics/milestones";

describe("docs/product.md#constants analytics milestones", () => {
  it("are 25, 50, 75 and 90 percent of scroll, and 30, 60 and 120 seconds on a page", () => {
    expect(SCROLL_DEPTH_MILESTONES).toEqual([25, 50, 75, 90]);
    expect(TIME_ON_PAGE_MILESTONES_S).toEqual([30, 60, 120]);
  });
});

describe("scrollDepthPercent", () => {
  const page = { viewportHeight: 800, documentHeight: 2800 };

  it("is the share of the scrollable height scrolled through", () => {
    expect(scrollDepthPercent({ ...page, scrollY: 0 })).toBe(0);
    expect(scrollDepthPercent({ ...page, scrollY: 500 })).toBe(25);
    expect(scrollDepthPercent({ ...page, scrollY: 1800 })).toBe(90);
    expect(scrollDepthPercent({ ...page, scrollY: 2000 })).toBe(100);
  });

  it("stays within 0 and 100 when the browser overscrolls", () => {
    expect(scrollDepthPercent({ ...page, scrollY: -40 })).toBe(0);
    expect(scrollDepthPercent({ ...page, scrollY: 2100 })).toBe(100);
  });

  it("is 0 on a page that does not scroll", () => {
    expect(scrollDepthPercent({ scrollY: 0, viewportHeight: 800, documentHeight: 800 })).toBe(0);
    expect(scrollDepthPercent({ scrollY: 0, viewportHeight: 800, documentHeight: 600 })).toBe(0);
  });
});

describe("newlyReached", () => {
  it("lists each milestone passed, smallest first, and never one twice", () => {
    const reached = new Set<ScrollDepthMilestone>();
    const report = (percent: number) => {
      const due = newlyReached(percent, SCROLL_DEPTH_MILESTONES, reached);
      due.forEach((milestone) => reached.add(milestone));
      return due;
    };
    expect(report(10)).toEqual([]);
    expect(report(24.9)).toEqual([]);
    expect(report(25)).toEqual([25]);
    expect(report(80)).toEqual([50, 75]);
    expect(report(30)).toEqual([]);
    expect(report(80)).toEqual([]);
    expect(report(100)).toEqual([90]);
    expect(report(100)).toEqual([]);
  });

  it("starts again from nothing for a new page", () => {
    expect(newlyReached(95, SCROLL_DEPTH_MILESTONES, new Set())).toEqual([25, 50, 75, 90]);
  });
});

describe("time on page", () => {
  it("counts whole seconds and labels the event with them", () => {
    expect(secondsBetween(1_000, 31_400)).toBe(30);
    expect(secondsBetween(1_000, 1_600)).toBe(1);
    expect(secondsBetween(5_000, 4_000)).toBe(0);
    expect(timeOnPageParams(60)).toEqual({ event_label: "60", value: 60 });
  });
});

describe("isNewPage", () => {
  it("is true for the first page and for another path", () => {
    expect(isNewPage(null, { pathname: "/" })).toBe(true);
    expect(isNewPage(undefined, { pathname: "/" })).toBe(true);
    expect(isNewPage({ pathname: "/" }, { pathname: "/about" })).toBe(true);
  });

  it("is false when only the query or the anchor changes", () => {
    expect(isNewPage({ pathname: "/case-studies" }, { pathname: "/case-studies" })).toBe(false);
  });
});
