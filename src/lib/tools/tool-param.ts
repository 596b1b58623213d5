// /advanced-tools keeps the open tool in the URL (?tool=mrr-growth), beside its calculator's inputs.
import { formQueryParams } from "./calculator-query";
import { MRR_FORM } from "./mrr";
import { ROI_FORM } from "./roi";

// Where the open tool is named, beside the tools it names (what a kept page reads on arrival).
export { TOOL_PARAM } from "./tool-ids";

/** The calculators' inputs in the URL, which leave it with their tool. */
export const TOOL_INPUT_PARAMS: readonly string[] = [
  ...formQueryParams(ROI_FORM),
  ...formQueryParams(MRR_FORM),
];
