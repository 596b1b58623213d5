// The AI automation ROI calculator, on /ai-roi-tools and in Advanced tools (its rules:
// docs/product.md#constants).
import { choiceField, numberField, type FormSpec } from "./calculator-form";
import { COUNT, POSITIVE_MONEY, SHARE_PERCENT } from "./number-field";

export const AUTOMATION_TYPES = ["sales", "marketing", "operations", "custom"] as const;
export type AutomationType = (typeof AUTOMATION_TYPES)[number];

/** What automating one area typically brings, as fractions. */
export interface AutomationProfile {
  efficiencyGain: number;
  revenueIncrease: number;
  costSavings: number;
}

export const AUTOMATION_PROFILES: Record<AutomationType, AutomationProfile> = {
  sales: { efficiencyGain: 0.4, revenueIncrease: 0.3, costSavings: 0.25 },
  marketing: { efficiencyGain: 0.35, revenueIncrease: 0.25, costSavings: 0.3 },
  operations: { efficiencyGain: 0.5, revenueIncrease: 0.15, costSavings: 0.4 },
  custom: { efficiencyGain: 0.45, revenueIncrease: 0.35, costSavings: 0.35 },
};

/** The ROI calculator's inputs. Amounts in pounds, efficiency in per cent. */
export interface RoiInputs {
  monthlyRevenue: number;
  teamSize: number;
  automationType: AutomationType;
  currentEfficiency: number;
  investmentAmount: number;
}

export const ROI_DEFAULTS: RoiInputs = {
  monthlyRevenue: 50_000,
  teamSize: 10,
  automationType: "sales",
  currentEfficiency: 60,
  investmentAmount: 15_000,
};

/**
 * The fields and their URL parameters (?rev=&team=&auto=&eff=&inv=). Revenue and investment
 * must be above zero: the payback divides by the benefit, which is a share of revenue, and the
 * ROI divides by the investment. Team size and efficiency are asked for but, as in the product, do not
 * enter the formulas.
 */
export const ROI_FORM = {
  monthlyRevenue: numberField("rev", POSITIVE_MONEY),
  teamSize: numberField("team", COUNT),
  automationType: choiceField("auto", AUTOMATION_TYPES),
  currentEfficiency: numberField("eff", SHARE_PERCENT),
  investmentAmount: numberField("inv", POSITIVE_MONEY),
} as const satisfies FormSpec<RoiInputs>;

/**
 * The ROI calculator's outputs and their summary. Amounts in pounds, unrounded (the page shows them
 * to the penny), rates in per cent.
 */
export interface RoiResult {
  monthlySavings: number;
  additionalRevenue: number;
  /** Months, to one decimal. */
  paybackPeriod: number;
  /** Per cent, rounded to a whole number. */
  annualROI: number;
  efficiencyGain: number;
  /** The monthly benefit (savings plus additional revenue) over twelve months. */
  annualBenefit: number;
  /** The annual benefit less the investment. */
  firstYearNetProfit: number;
}

/** The share of revenue docs/product.md#constants takes as the annual cost base the savings apply to. */
const COST_BASE_SHARE = 0.3;

/**
 * The ROI figures. Finite for every input the form accepts: revenue and investment above zero (so
 * neither division is by zero) and at most AMOUNT_CEILING. Nothing is rounded to the penny here, as
 * a tiny revenue's benefit would then round to zero and the payback to infinity.
 */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const profile = AUTOMATION_PROFILES[inputs.automationType];
  const monthlySavings = ((inputs.monthlyRevenue * COST_BASE_SHARE) / 12) * profile.costSavings;
  const additionalRevenue = inputs.monthlyRevenue * profile.revenueIncrease;
  const monthlyBenefit = monthlySavings + additionalRevenue;
  const annualBenefit = monthlyBenefit * 12;
  return {
    monthlySavings,
    additionalRevenue,
    paybackPeriod: Math.round((inputs.investmentAmount / monthlyBenefit) * 10) / 10,
    annualROI: Math.round((annualBenefit / inputs.investmentAmount) * 100),
    efficiencyGain: Math.round(profile.efficiencyGain * 100),
    annualBenefit,
    firstYearNetProfit: annualBenefit - inputs.investmentAmount,
  };
}
