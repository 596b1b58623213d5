// A number field's problem in the words of the calculators' copy.
import { fillTemplate } from "../fill-template";
import { formatCount, formatPercent, formatPounds } from "../format";
import type { FieldProblem } from "./calculator-form";
import type { NumberKind, NumberRule } from "./number-field";

const FORMAT_MAX: Record<NumberKind, (max: number) => string> = {
  money: formatPounds,
  count: formatCount,
  percent: formatPercent,
};

/** What the field says about its problem; none for "notAnOption", which no field can show. */
export function fieldMessage(
  messages: Queries.CalculatorFieldMessagesByKind,
  rule: NumberRule,
  problem: FieldProblem | undefined,
): string | undefined {
  if (problem === undefined || problem === "notAnOption") return undefined;
  return fillTemplate(messages[rule.kind][problem], { max: FORMAT_MAX[rule.kind](rule.max) });
}
