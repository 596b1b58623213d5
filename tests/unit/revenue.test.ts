import home from "../../content/data/home.json";
import { formatPoundsShort, growthOnPreviousMonth } from "../../src/lib/revenue";

describe("formatPoundsShort", () => {
  it.each([
    [150000, "£150K"],
    [49500, "£49.5K"],
    [225000, "£225K"],
    [25000, "£25K"],
    [15000, "£15K"],
    [1000000, "£1M"],
    [497, "£497"],
  ])("shows %p as %p", (amount, expected) => {
    expect(formatPoundsShort(amount)).toBe(expected);
  });
});

describe("growthOnPreviousMonth", () => {
  const { months } = home.performance;

  it("has no growth figure for the first month", () => {
    expect(growthOnPreviousMonth(months, 0)).toBeNull();
  });

  it("rises by £15K every month (docs/product.md#constants)", () => {
    for (let index = 1; index < months.length; index += 1) {
      expect(growthOnPreviousMonth(months, index)).toBe(15000);
    }
  });
});
