// Each calculator's results as the page shows them: the same words with scripts (the calculators
// in src/tools) and without (the server's results page, src/server/calculator-page.ts).
import {
  formatCount,
  formatMonthsToOneDecimal,
  formatMultiplier,
  formatPercent,
  formatPoundsAndPence,
} from "../format";
import type { MrrResult } from "./mrr";
import type { RoiResult } from "./roi";

export const ROI_FIGURE_IDS = [
  "monthlySavings",
  "additionalRevenue",
  "paybackPeriod",
  "annualROI",
  "efficiencyGain",
  "annualBenefit",
  "firstYearNetProfit",
] as const;
export type RoiFigureId = (typeof ROI_FIGURE_IDS)[number];

/** The ROI calculator's figures, formatted. */
export function roiFigures(result: RoiResult): Record<RoiFigureId, string> {
  return {
    monthlySavings: formatPoundsAndPence(result.monthlySavings),
    additionalRevenue: formatPoundsAndPence(result.additionalRevenue),
    paybackPeriod: formatMonthsToOneDecimal(result.paybackPeriod),
    annualROI: formatPercent(result.annualROI),
    efficiencyGain: formatPercent(result.efficiencyGain),
    annualBenefit: formatPoundsAndPence(result.annualBenefit),
    firstYearNetProfit: formatPoundsAndPence(result.firstYearNetProfit),
  };
}

export const MRR_FIGURE_IDS = [
  "projectedMRR",
  "projectedCustomers",
  "automationSavings",
  "totalValue",
  "growthMultiplier",
  "monthlyGrowth",
] as const;
export type MrrFigureId = (typeof MRR_FIGURE_IDS)[number];

/** The MRR calculator's figures, formatted. */
export function mrrFigures(result: MrrResult): Record<MrrFigureId, string> {
  return {
    projectedMRR: formatPoundsAndPence(result.projectedMRR),
    projectedCustomers: formatCount(result.projectedCustomers),
    automationSavings: formatPoundsAndPence(result.automationSavings),
    totalValue: formatPoundsAndPence(result.totalValue),
    growthMultiplier: formatMultiplier(result.growthMultiplier),
    monthlyGrowth: formatPercent(result.monthlyGrowth * 100),
  };
}
