import fc from "fast-check";
import { checkForm, formTexts } from "../../src/lib/tools/calculator-form";
import {
  AUTOMATION_LEVELS,
  calculateMrr,
  levelForImpact,
  matchingScenario,
  monthlyGrowthRate,
  MRR_DEFAULTS,
  MRR_FORM,
  MRR_SCENARIOS,
  mrrProjection,
  scenarioInputs,
  type MrrInputs,
} from "../../src/lib/tools/mrr";
import { AMOUNT_CEILING, GROWTH_PERCENT } from "../../src/lib/tools/number-field";

describe("MRR calculator defaults (docs/product.md#constants)", () => {
  it("are what the form reads back from its own texts", () => {
    const read: MrrInputs | null = checkForm(MRR_FORM, formTexts(MRR_FORM, MRR_DEFAULTS)).inputs;
    expect(read).toEqual(MRR_DEFAULTS);
  });

  // By hand from the product's defaults (MRR 50,000, 100 customers, 20% growth, moderate: 1.3 and
  // 0.08): 1.2^(1/12) = 1.015309470...; compounded twelve times it is 1.2 again, so
  // projected = 50,000 × 1.2 × 1.3 = 78,000; customers 100 × 1.2 × 1.3 = 156;
  // savings = 50,000 × 0.08 × 12 = 48,000; total 126,000; multiplier 78,000 / 50,000 = 1.56.
  it("grow 1.5309% a month", () => {
    expect(monthlyGrowthRate(20)).toBeCloseTo(0.015309, 6);
  });

  it("give the projection worked out by hand", () => {
    const result = calculateMrr(MRR_DEFAULTS);
    expect(result.projectedMRR).toBeCloseTo(78000, 6);
    expect(result.projectedCustomers).toBe(156);
    expect(result.automationSavings).toBeCloseTo(48000, 6);
    expect(result.totalValue).toBeCloseTo(126000, 6);
    expect(result.growthMultiplier).toBe(1.56);
  });

  // No formula uses it, so only the product's own number can check it.
  it("ask for the product's customer value of 500", () => {
    expect(MRR_DEFAULTS.averageCustomerValue).toBe(500);
  });
});

describe("levelForImpact (docs/product.md#constants)", () => {
  it.each([
    [3, "full"],
    [2, "full"],
    [1.99, "advanced"],
    [1.6, "advanced"],
    [1.59, "moderate"],
    [1.5, "moderate"],
    [1.3, "moderate"],
    [1.29, "basic"],
    [1.2, "basic"],
    [1, "basic"],
  ] as const)("maps an impact of %s to %s", (impact, level) => {
    expect(levelForImpact(impact)).toBe(level);
  });
});

// Each scenario on the default MRR (50,000) and customers (100), by hand:
// conservative 15% → basic: 50,000 × 1.15 × 1.1 = 63,250; 126.5 → 127 customers;
//   savings 50,000 × 0.05 × 12 = 30,000; multiplier 1.265 → 1.27.
// moderate 25% → moderate: × 1.25 × 1.3 = 81,250; 162.5 → 163; 48,000; 1.625 → 1.63.
// aggressive 40% → full: × 1.4 × 2 = 140,000; 280; 90,000; 2.8.
// exponential 60% → full: × 1.6 × 2 = 160,000; 320; 90,000; 3.2.
describe.each([
  ["conservative", 15, "basic", 0.011715, 63250, 127, 30000, 1.27],
  ["moderate", 25, "moderate", 0.018769, 81250, 163, 48000, 1.63],
  ["aggressive", 40, "full", 0.028436, 140000, 280, 90000, 2.8],
  ["exponential", 60, "full", 0.039944, 160000, 320, 90000, 3.2],
] as const)(
  "scenario %s",
  (scenario, growthRate, level, monthly, projected, customers, savings, multiplier) => {
    const set = scenarioInputs(scenario);
    const result = calculateMrr({ ...MRR_DEFAULTS, ...set });
    it("sets the product's growth rate and the level its impact maps to", () => {
      expect(set).toEqual({ growthRate, automationLevel: level });
      expect(matchingScenario({ ...MRR_DEFAULTS, ...set })).toBe(scenario);
    });
    it("projects the year", () => {
      expect(result.monthlyGrowth).toBeCloseTo(monthly, 6);
      expect(result.projectedMRR).toBeCloseTo(projected, 6);
      expect(result.projectedCustomers).toBe(customers);
      expect(result.automationSavings).toBeCloseTo(savings, 6);
      expect(result.totalValue).toBeCloseTo(projected + savings, 6);
      expect(result.growthMultiplier).toBe(multiplier);
    });
  },
);

describe("matchingScenario", () => {
  it("is none for the defaults or a rate no scenario has", () => {
    expect(matchingScenario(MRR_DEFAULTS)).toBeNull();
    expect(
      matchingScenario({ ...MRR_DEFAULTS, growthRate: 25, automationLevel: "full" }),
    ).toBeNull();
  });
});

describe("mrrProjection", () => {
  it("runs from today's MRR to the product's projected MRR over twelve months", () => {
    const points = mrrProjection(MRR_DEFAULTS);
    expect(points).toHaveLength(13);
    expect(points[0]).toEqual({ month: 0, organic: 50000, withAutomation: 50000 });
    expect(points[12]?.organic).toBeCloseTo(60000, 6);
    expect(points[12]?.withAutomation).toBeCloseTo(calculateMrr(MRR_DEFAULTS).projectedMRR, 6);
  });
});

const amount = (min: number) =>
  fc.integer({ min, max: AMOUNT_CEILING * 100 }).map((pence) => pence / 100);
const rate = fc.integer({ min: 0, max: GROWTH_PERCENT.max * 100 }).map((bp) => bp / 100);
const inputs: fc.Arbitrary<MrrInputs> = fc.record({
  currentMRR: amount(1),
  currentCustomers: fc.integer({ min: 0, max: AMOUNT_CEILING }),
  averageCustomerValue: amount(0),
  growthRate: rate,
  automationLevel: fc.constantFrom(...AUTOMATION_LEVELS),
});

describe("MRR calculator properties", () => {
  it("is finite for every valid input, chart included", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        for (const value of Object.values(calculateMrr(input))) {
          expect(Number.isFinite(value)).toBe(true);
        }
        for (const point of mrrProjection(input)) {
          expect(Number.isFinite(point.withAutomation)).toBe(true);
        }
      }),
    );
  });

  it("projects no less for a higher growth rate", () => {
    fc.assert(
      fc.property(inputs, rate, (input, other) => {
        const [low, high] = [input.growthRate, other].sort((a, b) => a - b);
        const slow = calculateMrr({ ...input, growthRate: low ?? 0 });
        const fast = calculateMrr({ ...input, growthRate: high ?? 0 });
        expect(fast.projectedMRR).toBeGreaterThanOrEqual(slow.projectedMRR);
        expect(fast.projectedCustomers).toBeGreaterThanOrEqual(slow.projectedCustomers);
        expect(fast.growthMultiplier).toBeGreaterThanOrEqual(slow.growthMultiplier);
      }),
    );
  });

  it("projects and saves no less for more automation", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const results = AUTOMATION_LEVELS.map((level) =>
          calculateMrr({ ...input, automationLevel: level }),
        );
        results.slice(1).forEach((result, index) => {
          const previous = results[index];
          expect(result.projectedMRR).toBeGreaterThanOrEqual(previous?.projectedMRR ?? Infinity);
          expect(result.automationSavings).toBeGreaterThanOrEqual(
            previous?.automationSavings ?? Infinity,
          );
        });
      }),
    );
  });

  it("values the year at no less than the projected MRR, and at least today's MRR", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = calculateMrr(input);
        expect(result.totalValue).toBeGreaterThanOrEqual(result.projectedMRR);
        expect(result.projectedMRR).toBeGreaterThanOrEqual(input.currentMRR);
        expect(result.growthMultiplier).toBeGreaterThanOrEqual(1.1);
      }),
    );
  });

  it("draws a chart that never falls", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const points = mrrProjection(input);
        points.slice(1).forEach((point, index) => {
          expect(point.withAutomation).toBeGreaterThanOrEqual(points[index]?.withAutomation ?? 0);
        });
      }),
    );
  });

  it("maps every impact to a level, never lower for a bigger impact", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(AUTOMATION_LEVELS.indexOf(levelForImpact(high))).toBeGreaterThanOrEqual(
            AUTOMATION_LEVELS.indexOf(levelForImpact(low)),
          );
        },
      ),
    );
  });
});

it("has four scenarios in the product's order", () => {
  expect(MRR_SCENARIOS).toEqual(["conservative", "moderate", "aggressive", "exponential"]);
});
