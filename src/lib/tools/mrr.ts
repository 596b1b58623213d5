// The MRR growth calculator of Advanced tools (its rules: docs/product.md#constants).
import { choiceField, numberField, type FormSpec } from "./calculator-form";
import { COUNT, GROWTH_PERCENT, MONEY, POSITIVE_MONEY } from "./number-field";

export const AUTOMATION_LEVELS = ["basic", "moderate", "advanced", "full"] as const;
export type AutomationLevel = (typeof AUTOMATION_LEVELS)[number];

/** What a level of automation does to revenue (a multiplier) and costs (a share of MRR). */
export interface AutomationLevelEffect {
  multiplier: number;
  cost: number;
}

export const AUTOMATION_LEVEL_EFFECTS: Record<AutomationLevel, AutomationLevelEffect> = {
  basic: { multiplier: 1.1, cost: 0.05 },
  moderate: { multiplier: 1.3, cost: 0.08 },
  advanced: { multiplier: 1.6, cost: 0.12 },
  full: { multiplier: 2, cost: 0.15 },
};

/** The MRR calculator's inputs. Amounts in pounds, the annual growth rate in per cent. */
export interface MrrInputs {
  currentMRR: number;
  currentCustomers: number;
  averageCustomerValue: number;
  growthRate: number;
  automationLevel: AutomationLevel;
}

export const MRR_DEFAULTS: MrrInputs = {
  currentMRR: 50_000,
  currentCustomers: 100,
  averageCustomerValue: 500,
  growthRate: 20,
  automationLevel: "moderate",
};

/**
 * The fields and their URL parameters (?mrr=&cust=&acv=&growth=&level=). The MRR must be above
 * zero: the growth multiplier divides by it. The average customer value is asked for but, as in
 * the product, does not enter the formulas.
 */
export const MRR_FORM = {
  currentMRR: numberField("mrr", POSITIVE_MONEY),
  currentCustomers: numberField("cust", COUNT),
  averageCustomerValue: numberField("acv", MONEY),
  growthRate: numberField("growth", GROWTH_PERCENT),
  automationLevel: choiceField("level", AUTOMATION_LEVELS),
} as const satisfies FormSpec<MrrInputs>;

/**
 * The MRR calculator's outputs, plus the monthly growth rate they are built on. Amounts in pounds.
 */
export interface MrrResult {
  /** A fraction: 0.015309 is 1.5309% a month. */
  monthlyGrowth: number;
  projectedMRR: number;
  /** Whole customers. */
  projectedCustomers: number;
  /** A year of the automation's cost savings. */
  automationSavings: number;
  totalValue: number;
  /** Projected over current MRR, to two decimals. */
  growthMultiplier: number;
}

/** The monthly rate that compounds to the annual one. */
export function monthlyGrowthRate(annualRatePercent: number): number {
  return Math.pow(1 + annualRatePercent / 100, 1 / 12) - 1;
}

/**
 * Rounds half up to the given decimals after dropping floating-point noise: (1 + g)^12 for 15%
 * is 1.1499999... or 1.1500...01, and the 126.5 customers it gives must round the same way
 * whichever it is.
 */
function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(Number((value * scale).toPrecision(12))) / scale;
}

/**
 * The MRR projection. Finite for every input the form accepts (MRR above zero, all within their
 * ceilings).
 */
export function calculateMrr(inputs: MrrInputs): MrrResult {
  const effect = AUTOMATION_LEVEL_EFFECTS[inputs.automationLevel];
  const monthlyGrowth = monthlyGrowthRate(inputs.growthRate);
  const yearGrowth = Math.pow(1 + monthlyGrowth, 12) * effect.multiplier;
  const projectedMRR = inputs.currentMRR * yearGrowth;
  const automationSavings = inputs.currentMRR * effect.cost * 12;
  return {
    monthlyGrowth,
    projectedMRR,
    projectedCustomers: roundTo(inputs.currentCustomers * yearGrowth, 0),
    automationSavings,
    totalValue: projectedMRR + automationSavings,
    growthMultiplier: roundTo(projectedMRR / inputs.currentMRR, 2),
  };
}

/** One month of the 12-month projection. */
export interface ProjectionPoint {
  /** 0 is today, 12 a year from now. */
  month: number;
  /** MRR growing at the monthly rate alone. */
  organic: number;
  /** MRR with the automation's multiplier phased in. */
  withAutomation: number;
}

/**
 * The year month by month, for the chart. The product gives only month 12; the automation's multiplier
 * is phased in geometrically (multiplier^(month/12)), so month 0 is today's MRR and month 12 is
 * exactly the product's projected MRR.
 */
export function mrrProjection(inputs: MrrInputs): ProjectionPoint[] {
  const { multiplier } = AUTOMATION_LEVEL_EFFECTS[inputs.automationLevel];
  const growth = 1 + monthlyGrowthRate(inputs.growthRate);
  return Array.from({ length: 13 }, (_, month) => {
    const organic = inputs.currentMRR * Math.pow(growth, month);
    return { month, organic, withAutomation: organic * Math.pow(multiplier, month / 12) };
  });
}

export const MRR_SCENARIOS = ["conservative", "moderate", "aggressive", "exponential"] as const;
export type MrrScenario = (typeof MRR_SCENARIOS)[number];

/** Each scenario's annual growth (per cent) and automation impact (a multiplier). */
export const MRR_SCENARIO_FIGURES: Record<MrrScenario, { growthRate: number; impact: number }> = {
  conservative: { growthRate: 15, impact: 1.2 },
  moderate: { growthRate: 25, impact: 1.5 },
  aggressive: { growthRate: 40, impact: 2 },
  exponential: { growthRate: 60, impact: 3 },
};

/**
 * The automation level of an impact: at least 2 is full, 1.6 advanced, 1.3 moderate, anything less
 * basic.
 */
export function levelForImpact(impact: number): AutomationLevel {
  if (impact >= 2) return "full";
  if (impact >= 1.6) return "advanced";
  if (impact >= 1.3) return "moderate";
  return "basic";
}

/** The growth rate and automation level a scenario button sets. */
export function scenarioInputs(
  scenario: MrrScenario,
): Pick<MrrInputs, "growthRate" | "automationLevel"> {
  const { growthRate, impact } = MRR_SCENARIO_FIGURES[scenario];
  return { growthRate, automationLevel: levelForImpact(impact) };
}

/** The scenario the inputs amount to, if any: its button is shown pressed. */
export function matchingScenario(inputs: MrrInputs): MrrScenario | null {
  return (
    MRR_SCENARIOS.find((scenario) => {
      const set = scenarioInputs(scenario);
      return set.growthRate === inputs.growthRate && set.automationLevel === inputs.automationLevel;
    }) ?? null
  );
}
