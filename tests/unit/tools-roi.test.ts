import fc from "fast-check";
import { checkForm, formTexts } from "../../src/lib/tools/calculator-form";
import { AMOUNT_CEILING } from "../../src/lib/tools/number-field";
import {
  AUTOMATION_TYPES,
  calculateRoi,
  ROI_DEFAULTS,
  ROI_FORM,
  type RoiInputs,
} from "../../src/lib/tools/roi";

describe("ROI calculator defaults (docs/product.md#constants)", () => {
  it("are what the form reads back from its own texts", () => {
    const read: RoiInputs | null = checkForm(ROI_FORM, formTexts(ROI_FORM, ROI_DEFAULTS)).inputs;
    expect(read).toEqual(ROI_DEFAULTS);
  });

  // The product's defaults: revenue 50,000, sales (cost savings 0.25, revenue increase 0.3,
  // efficiency gain 0.4), investment 15,000, put through the product's formulas.
  it("open on the product's figures: £312.50 saved and £15,000 earned a month, 1,225% a year", () => {
    expect(calculateRoi(ROI_DEFAULTS)).toEqual({
      monthlySavings: ((50_000 * 0.3) / 12) * 0.25,
      additionalRevenue: 50_000 * 0.3,
      paybackPeriod: 1.0,
      annualROI: 1225,
      efficiencyGain: 40,
      annualBenefit: 183_750,
      firstYearNetProfit: 183_750 - 15_000,
    });
  });

  // Neither enters a formula, so only the product's own numbers can check them.
  it("ask for the product's team of 10 at 60% efficiency", () => {
    expect(ROI_DEFAULTS).toMatchObject({ teamSize: 10, currentEfficiency: 60 });
  });
});

// Worked by hand from docs/product.md#constants with revenue 50,000 and investment 15,000:
// savings = 50,000 × 0.3 / 12 × cost; additional = 50,000 × increase;
// payback = 15,000 / (savings + additional); ROI = (savings + additional) × 12 / 15,000 × 100.
describe.each([
  ["sales", 312.5, 15000, 1.0, 1225, 40, 183750],
  ["marketing", 375, 12500, 1.2, 1030, 35, 154500],
  ["operations", 500, 7500, 1.9, 640, 50, 96000],
  ["custom", 437.5, 17500, 0.8, 1435, 45, 215250],
] as const)("automation type %s", (type, savings, additional, payback, roi, gain, annual) => {
  const result = calculateRoi({ ...ROI_DEFAULTS, automationType: type });
  it("saves and earns the product's share of revenue", () => {
    expect(result.monthlySavings).toBeCloseTo(savings, 9);
    expect(result.additionalRevenue).toBeCloseTo(additional, 9);
  });
  it("pays back to one decimal and returns a whole per cent", () => {
    expect(result.paybackPeriod).toBe(payback);
    expect(result.annualROI).toBe(roi);
    expect(result.efficiencyGain).toBe(gain);
  });
  it("sums the year and takes the investment off", () => {
    expect(result.annualBenefit).toBeCloseTo(annual, 6);
    expect(result.firstYearNetProfit).toBeCloseTo(annual - 15000, 6);
  });
});

describe("ROI calculator edges", () => {
  it("does not use team size or current efficiency, as in the product", () => {
    expect(calculateRoi({ ...ROI_DEFAULTS, teamSize: 0, currentEfficiency: 100 })).toEqual(
      calculateRoi(ROI_DEFAULTS),
    );
  });

  it("shows a loss in the first year when the investment exceeds the benefit", () => {
    const result = calculateRoi({ ...ROI_DEFAULTS, investmentAmount: 200000 });
    expect(result.firstYearNetProfit).toBeCloseTo(-16250, 6);
    expect(result.paybackPeriod).toBe(13.1);
  });

  it("stays finite at the smallest and largest accepted amounts", () => {
    for (const [revenue, investment] of [
      [0.01, AMOUNT_CEILING],
      [AMOUNT_CEILING, 0.01],
      [0.01, 0.01],
      [AMOUNT_CEILING, AMOUNT_CEILING],
    ]) {
      for (const type of AUTOMATION_TYPES) {
        const result = calculateRoi({
          ...ROI_DEFAULTS,
          automationType: type,
          monthlyRevenue: revenue,
          investmentAmount: investment,
        });
        for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
      }
    }
  });
});

// Every input the form accepts: amounts in pence from 1p (revenue and investment are above
// zero) to the ceiling.
const amount = fc.integer({ min: 1, max: AMOUNT_CEILING * 100 }).map((pence) => pence / 100);
const inputs: fc.Arbitrary<RoiInputs> = fc.record({
  monthlyRevenue: amount,
  teamSize: fc.integer({ min: 0, max: AMOUNT_CEILING }),
  automationType: fc.constantFrom(...AUTOMATION_TYPES),
  currentEfficiency: fc.integer({ min: 0, max: 10000 }).map((hundredths) => hundredths / 100),
  investmentAmount: amount,
});

describe("ROI calculator properties", () => {
  it("is finite for every valid input", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        for (const value of Object.values(calculateRoi(input))) {
          expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });

  it("saves and earns more (payback no longer) as revenue grows", () => {
    fc.assert(
      fc.property(inputs, amount, (input, more) => {
        const before = calculateRoi(input);
        const after = calculateRoi({ ...input, monthlyRevenue: input.monthlyRevenue + more });
        expect(after.monthlySavings).toBeGreaterThanOrEqual(before.monthlySavings);
        expect(after.additionalRevenue).toBeGreaterThanOrEqual(before.additionalRevenue);
        expect(after.paybackPeriod).toBeLessThanOrEqual(before.paybackPeriod);
        expect(after.annualROI).toBeGreaterThanOrEqual(before.annualROI);
      }),
    );
  });

  it("returns less (and pays back no sooner) as the investment grows", () => {
    fc.assert(
      fc.property(inputs, amount, (input, more) => {
        const before = calculateRoi(input);
        const after = calculateRoi({ ...input, investmentAmount: input.investmentAmount + more });
        expect(after.annualROI).toBeLessThanOrEqual(before.annualROI);
        expect(after.paybackPeriod).toBeGreaterThanOrEqual(before.paybackPeriod);
        expect(after.firstYearNetProfit).toBeLessThanOrEqual(before.firstYearNetProfit);
      }),
    );
  });

  it("nets the annual benefit less the investment", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = calculateRoi(input);
        expect(result.annualBenefit).toBeCloseTo(
          (result.monthlySavings + result.additionalRevenue) * 12,
          0,
        );
        expect(result.firstYearNetProfit).toBe(result.annualBenefit - input.investmentAmount);
      }),
    );
  });
});
