// Shapes of the calculators' copy (content/data/calculators.json), as the tools receive it.
import type { AutomationLevel, MrrScenario } from "./tools/mrr";
import type { NumberKind, NumberProblem } from "./tools/number-field";
import type { AutomationType } from "./tools/roi";

/** What each number-field problem says, per kind of field. `{max}` is the field's ceiling. */
export type FieldMessagesCopy = Record<NumberKind, Record<NumberProblem, string>>;

export interface FieldCopy {
  label: string;
  hint: string;
}

export interface CopyLinkCopy {
  label: string;
  copied: string;
  /** Announced when the link is on the clipboard. */
  copiedMessage: string;
  /** Announced when it is not, above the link shown for copying by hand. */
  failedMessage: string;
  fallbackLabel: string;
}

/** What both calculators share. */
export interface CalculatorCommonCopy {
  fieldMessages: FieldMessagesCopy;
  /** Shown over results kept from the last valid figures while a field has a problem. */
  staleNotice: string;
  copyLink: CopyLinkCopy;
}

export interface RoiCalculatorCopy {
  formHeading: string;
  resultsHeading: string;
  fields: Record<
    "monthlyRevenue" | "teamSize" | "automationType" | "currentEfficiency" | "investmentAmount",
    FieldCopy
  >;
  automationTypes: Record<AutomationType, string>;
  figures: Record<
    "monthlySavings" | "additionalRevenue" | "paybackPeriod" | "annualROI" | "efficiencyGain",
    string
  >;
  summary: Record<"annualBenefit" | "firstYearNetProfit", string>;
  submit: string;
  /** Read out once typing settles: {annualROI}, {paybackPeriod}, {firstYearNetProfit}. */
  announcement: string;
  note: string;
}

export interface MrrChartCopy {
  title: string;
  /** The chart's text alternative: {start}, {end}, {organic}. */
  summary: string;
  organic: string;
  withAutomation: string;
  month: string;
  today: string;
  /** {month} */
  monthLabel: string;
}

export interface MrrCalculatorCopy {
  formHeading: string;
  resultsHeading: string;
  fields: Record<
    "currentMRR" | "currentCustomers" | "averageCustomerValue" | "growthRate" | "automationLevel",
    FieldCopy
  >;
  automationLevels: Record<AutomationLevel, string>;
  scenariosLabel: string;
  scenarios: Record<MrrScenario, string>;
  /** Under each scenario's name: {growthRate}, {level}. */
  scenarioDetail: string;
  figures: Record<
    | "projectedMRR"
    | "projectedCustomers"
    | "automationSavings"
    | "totalValue"
    | "growthMultiplier"
    | "monthlyGrowth",
    string
  >;
  /** Read out once typing settles: {projectedMRR}, {growthMultiplier}, {totalValue}. */
  announcement: string;
  chart: MrrChartCopy;
  note: string;
}

/** content/data/calculators.json */
export interface CalculatorsContent extends CalculatorCommonCopy {
  roi: RoiCalculatorCopy;
  mrr: MrrCalculatorCopy;
}
