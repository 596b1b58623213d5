import {
  formatCount,
  formatLongDate,
  formatMonths,
  formatMonthsToOneDecimal,
  formatMultiplier,
  formatPercent,
  formatPounds,
  formatPoundsAndPence,
  formatPoundsRange,
} from "../../src/lib/format";

describe("formatPounds (en-GB, whole pounds)", () => {
  it("groups thousands with commas and shows no pence", () => {
    expect(formatPounds(15000)).toBe("£15,000");
    expect(formatPounds(8000)).toBe("£8,000");
    expect(formatPounds(2500)).toBe("£2,500");
  });
  it("rounds to the nearest pound", () => expect(formatPounds(49.99)).toBe("£50"));
});

describe("formatPoundsAndPence (en-GB, to the penny)", () => {
  it("shows pence only when there are any", () => {
    expect(formatPoundsAndPence(312.5)).toBe("£312.50");
    expect(formatPoundsAndPence(15000)).toBe("£15,000");
    expect(formatPoundsAndPence(78000.00000000001)).toBe("£78,000");
  });
  it("puts the minus before the pound sign", () => {
    expect(formatPoundsAndPence(-2500.5)).toBe("-£2,500.50");
    expect(formatPoundsAndPence(-0.001)).toBe("£0");
  });
});

describe("formatPoundsRange", () => {
  it("joins both ends with an en dash", () => {
    expect(formatPoundsRange(5000, 25000)).toBe("£5,000–£25,000");
  });
});

describe("formatPercent", () => {
  it("groups thousands", () => {
    expect(formatPercent(1200)).toBe("1,200%");
    expect(formatPercent(800)).toBe("800%");
  });
});

describe("formatMonths", () => {
  it("keeps one decimal and says months", () => {
    expect(formatMonths(2.5)).toBe("2.5 months");
    expect(formatMonths(3)).toBe("3 months");
  });
  it("is singular for one month", () => expect(formatMonths(1)).toBe("1 month"));
});

describe("formatMonthsToOneDecimal", () => {
  it("always shows one decimal", () => {
    expect(formatMonthsToOneDecimal(1)).toBe("1.0 months");
    expect(formatMonthsToOneDecimal(1.875)).toBe("1.9 months");
    expect(formatMonthsToOneDecimal(1200)).toBe("1,200.0 months");
  });
});

describe("formatMultiplier and formatCount", () => {
  it("writes two decimals and a times sign", () => expect(formatMultiplier(1.56)).toBe("1.56×"));
  it("groups whole numbers", () => expect(formatCount(1500)).toBe("1,500"));
});

describe("formatLongDate (en-GB long form)", () => {
  it("writes the day, the month in full and the year", () => {
    expect(formatLongDate("2026-03-14")).toBe("14 March 2026");
    expect(formatLongDate("2026-10-06")).toBe("6 October 2026");
  });

  it("keeps the calendar day whatever the time zone", () => {
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
    expect(formatLongDate("2026-12-31")).toBe("31 December 2026");
  });

  it("says what Intl's en-GB long date says, every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(formatLongDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it("refuses what is not a date", () => {
    expect(() => formatLongDate("soon")).toThrow(RangeError);
  });
});
