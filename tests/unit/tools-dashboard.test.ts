import fc from "fast-check";
import {
  barPercent,
  changeDirection,
  DASHBOARD_TABS,
  describeChange,
  isVideoPage,
  RATING_MAX,
  ratingStars,
  ratingText,
  tabIndexForKey,
} from "../../src/lib/tools/dashboard";

const words = {
  up: "Up {amount}",
  down: "Down {amount}",
  flat: "No change",
  period: "vs last year",
};

describe("dashboard tabs", () => {
  it("are the product's four, overview first", () => {
    expect(DASHBOARD_TABS).toEqual(["overview", "clients", "testimonials", "industries"]);
  });
});

describe("tabIndexForKey", () => {
  it("moves right and wraps from the last tab to the first", () => {
    expect(tabIndexForKey("ArrowRight", 0, 4)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 3, 4)).toBe(0);
  });

  it("moves left and wraps from the first tab to the last", () => {
    expect(tabIndexForKey("ArrowLeft", 2, 4)).toBe(1);
    expect(tabIndexForKey("ArrowLeft", 0, 4)).toBe(3);
  });

  it("goes to the first tab on Home and the last on End", () => {
    expect(tabIndexForKey("Home", 2, 4)).toBe(0);
    expect(tabIndexForKey("End", 1, 4)).toBe(3);
  });

  it("ignores other keys, including Up and Down in a horizontal tab list", () => {
    for (const key of ["ArrowUp", "ArrowDown", "Enter", " ", "Tab", "a"]) {
      expect(tabIndexForKey(key, 1, 4)).toBeNull();
    }
  });

  it("has nowhere to go without tabs", () => {
    expect(tabIndexForKey("ArrowRight", 0, 0)).toBeNull();
    expect(tabIndexForKey("End", 0, 0)).toBeNull();
  });

  it("always lands on a tab, and Right then Left comes back", () => {
    const keys = fc.constantFrom("ArrowRight", "ArrowLeft", "Home", "End");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), keys, (count, start, key) => {
        const current = start % count;
        const target = tabIndexForKey(key, current, count);
        expect(target).not.toBeNull();
        expect(target).toBeGreaterThanOrEqual(0);
        expect(target).toBeLessThan(count);
        const right = tabIndexForKey("ArrowRight", current, count) ?? -1;
        expect(tabIndexForKey("ArrowLeft", right, count)).toBe(current);
      }),
    );
  });
});

describe("ratings", () => {
  it("reads 'Rated 5 out of 5' to assistive technology", () => {
    expect(ratingText(5, "Rated {rating} out of {max}")).toBe("Rated 5 out of 5");
    expect(ratingText(4, "Rated {rating} out of {max}")).toBe("Rated 4 out of 5");
  });

  it("fills as many of the five stars as the rating", () => {
    expect(RATING_MAX).toBe(5);
    expect(ratingStars(4)).toEqual([true, true, true, true, false]);
    expect(ratingStars(1)).toEqual([true, false, false, false, false]);
    expect(ratingStars(5)).toEqual([true, true, true, true, true]);
  });
});

describe("changes", () => {
  it("reads the direction from the sign", () => {
    expect(changeDirection("+23%")).toBe("up");
    expect(changeDirection("23%")).toBe("up");
    expect(changeDirection("-15%")).toBe("down");
    expect(changeDirection("\u221215%")).toBe("down");
    expect(changeDirection("0%")).toBe("flat");
    expect(changeDirection("+0.0%")).toBe("flat");
    expect(changeDirection("")).toBe("flat");
  });

  it("puts the direction into words, so it never rests on colour", () => {
    expect(describeChange("+23%", words)).toBe("Up 23%");
    expect(describeChange("-15%", words)).toBe("Down 15%");
    expect(describeChange(" + 2.5% ", words)).toBe("Up 2.5%");
    expect(describeChange("0%", words)).toBe("No change");
  });
});

describe("barPercent", () => {
  it("measures a count against the largest", () => {
    expect(barPercent(148, 148)).toBe(100);
    expect(barPercent(74, 148)).toBe(50);
    expect(barPercent(30, 148)).toBe(20);
  });

  it("keeps a sliver for tiny or missing counts and never passes 100", () => {
    expect(barPercent(1, 10_000)).toBe(1);
    expect(barPercent(0, 148)).toBe(1);
    expect(barPercent(5, 0)).toBe(1);
    expect(barPercent(200, 148)).toBe(100);
    expect(barPercent(Number.NaN, 148)).toBe(1);
  });
});

describe("isVideoPage", () => {
  it("accepts one video's own https page", () => {
    expect(isVideoPage("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(true);
    expect(isVideoPage("https://vimeo.com/76979871")).toBe(true);
  });

  it("refuses a channel or site search, which is not a video", () => {
    expect(isVideoPage("https://www.youtube.com/@scalewisestudio/search?query=Ledgerly")).toBe(
      false,
    );
    expect(isVideoPage("https://www.youtube.com/results?search_query=ledgerly")).toBe(false);
    expect(isVideoPage("https://vimeo.com/search?q=ledgerly")).toBe(false);
  });

  it("refuses no address, a malformed one and one that is not https", () => {
    expect(isVideoPage(undefined)).toBe(false);
    expect(isVideoPage(null)).toBe(false);
    expect(isVideoPage("")).toBe(false);
    expect(isVideoPage("not a url")).toBe(false);
    expect(isVideoPage("http://vimeo.com/76979871")).toBe(false);
  });
});
