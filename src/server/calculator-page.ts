import { parse, type HTMLElement } from "node-html-parser";
import { escapeMarkup } from "../lib/escape";
import { fillTemplate } from "../lib/fill-template";
import { calculateMrr, MRR_DEFAULTS, MRR_FORM } from "../lib/tools/mrr";
import { calculateRoi, ROI_DEFAULTS, ROI_FORM } from "../lib/tools/roi";
import {
  fieldNames,
  type FormProblems,
  type InputsOf,
  type NumberFieldSpec,
  type SomeFieldSpec,
  type SomeFormSpec,
} from "../lib/tools/calculator-form";
import { mrrFigures, roiFigures } from "../lib/tools/calculator-figures";
import { formFromQuery, writeFormQuery } from "../lib/tools/calculator-query";
import {
  FIGURE_ATTRIBUTE,
  MRR_RESULTS_PATH,
  RENDERED_QUERY_META,
  RESULTS_PATH_ATTRIBUTE,
  ROI_RESULTS_PATH,
  SUMMARY_ATTRIBUTE,
} from "../lib/tools/calculator-results";
import { fieldMessage } from "../lib/tools/field-message";
import { TOOL_PARAM } from "../lib/tools/tool-param";
import type { LeadProblem } from "../lib/leads/types";
import calculators from "../../content/data/calculators.json";
import { asProblemPage, fillControl, showProblems, withoutScripts } from "./form-page";

// A calculator's form sent without scripts asks for its results page with the fields as the
// query (the same names the scripted calculator reads and writes): the built page that holds the
// form, with the visitor's figures in its fields and results, worked out by the same rules and
// words as the scripts'. With every field usable the page keeps its scripts, and the calculator
// hydrates with the query a meta in its head says it was filled for
// (src/hooks/use-calculator-query.ts); with a problem it is a problem page, as a lead form's
// (src/server/form-page.ts). A form the built page holds only in a noscript block (the scripts
// draw that calculator otherwise) comes back in a page without scripts, the block unwrapped.

/** A calculator whose form is in a built page, and how its results are worked out and worded. */
export interface CalculatorPage<S extends SomeFormSpec> {
  /** The built page whose HTML holds the form. */
  route: string;
  /** What the page's address needs besides the fields for its scripts to show the calculator. */
  opensWith?: Readonly<Record<string, string>>;
  /** Where its form sends its fields (GET). */
  resultsPath: string;
  spec: S;
  defaults: InputsOf<S>;
  /** Each figure's value, formatted, by its FIGURE_ATTRIBUTE. */
  figures: (inputs: InputsOf<S>) => Record<string, string>;
  /** The results in a sentence, with {figure} placeholders. */
  announcement: string;
  /** The form is in a noscript block: the page is answered without scripts, the block unwrapped. */
  inNoscript?: boolean;
}

const roi: CalculatorPage<typeof ROI_FORM> = {
  route: "/ai-roi-tools",
  resultsPath: ROI_RESULTS_PATH,
  spec: ROI_FORM,
  defaults: ROI_DEFAULTS,
  figures: (inputs) => roiFigures(calculateRoi(inputs)),
  announcement: calculators.roi.announcement,
};

const mrr: CalculatorPage<typeof MRR_FORM> = {
  route: "/advanced-tools",
  opensWith: { [TOOL_PARAM]: "mrr-growth" },
  resultsPath: MRR_RESULTS_PATH,
  spec: MRR_FORM,
  defaults: MRR_DEFAULTS,
  figures: (inputs) => mrrFigures(calculateMrr(inputs)),
  announcement: calculators.mrr.announcement,
  inNoscript: true,
};

/** A calculator's results page, whatever its fields. */
export interface ResultsPage {
  route: string;
  opensWith?: Readonly<Record<string, string>>;
  resultsPath: string;
  /** The built page's HTML for a query; null when the page does not hold the form. */
  render: (html: string, search: string) => string | null;
}

const resultsPage = <S extends SomeFormSpec>(calculator: CalculatorPage<S>): ResultsPage => ({
  route: calculator.route,
  opensWith: calculator.opensWith,
  resultsPath: calculator.resultsPath,
  render: (html, search) => renderCalculatorPage(html, calculator, search),
});

/** The calculators a visitor can send without scripts. */
export const RESULTS_PAGES: readonly ResultsPage[] = [resultsPage(roi), resultsPage(mrr)];

const isNumberField = (spec: SomeFieldSpec): spec is SomeFieldSpec & NumberFieldSpec =>
  "rule" in spec;

/** The form a calculator's page holds, found by where it sends its fields. */
function findForm(root: HTMLElement, resultsPath: string): HTMLElement | null {
  return (
    root
      .querySelectorAll("form")
      .find((form) => (form.getAttribute("action") ?? "").split("#")[0] === resultsPath) ?? null
  );
}

/** Each field's problem in the words the scripted calculator shows under it, by control name. */
function problemsInWords<S extends SomeFormSpec>(
  spec: S,
  problems: FormProblems<S>,
): Record<string, LeadProblem> {
  const words: Record<string, LeadProblem> = {};
  for (const name of fieldNames(spec)) {
    const field = spec[name];
    const message = isNumberField(field)
      ? fieldMessage(calculators.fieldMessages, field.rule, problems[name])
      : undefined;
    if (message) words[field.param] = { error: message, hint: message };
  }
  return words;
}

/**
 * The built page with the visitor's figures for `search` (a query string, "" or from "?"): the
 * fields filled and the results worked out, with each unusable field's problem shown and the
 * results then taken from the form's own figures for it, as the scripted calculator's are. Null
 * when the page does not hold the calculator's form.
 */
export function renderCalculatorPage<S extends SomeFormSpec>(
  html: string,
  calculator: CalculatorPage<S>,
  search: string,
): string | null {
  // Comments kept: React finds its Suspense boundaries by them when the page hydrates.
  const root = parse(html, { comment: true });
  if (calculator.inNoscript) {
    // The parser keeps a noscript's content as text, as a browser with scripts does.
    for (const block of root.querySelectorAll("noscript")) block.replaceWith(block.innerHTML);
  }
  const form = findForm(root, calculator.resultsPath);
  const panel = form?.parentNode;
  if (!form || !panel) return null;
  const { spec } = calculator;
  const { texts, problems, inputs } = formFromQuery(spec, search, calculator.defaults);
  const fields = new Map(fieldNames(spec).map((name) => [spec[name].param, [texts[name]]]));
  for (const [param, values] of fields) {
    const control = form.querySelector(`[name="${param}"]`);
    if (control) fillControl(control, values);
  }

  const figures = calculator.figures(inputs);
  for (const element of panel.querySelectorAll(`[${FIGURE_ATTRIBUTE}]`)) {
    const figure = figures[element.getAttribute(FIGURE_ATTRIBUTE) ?? ""];
    if (figure !== undefined) element.set_content(escapeMarkup(figure));
  }
  const stale = Object.keys(problems).length > 0;
  const summary = stale ? calculators.staleNotice : fillTemplate(calculator.announcement, figures);
  panel.querySelector(`[${SUMMARY_ATTRIBUTE}]`)?.set_content(escapeMarkup(summary));

  if (!stale && calculator.inNoscript) {
    withoutScripts(root);
    return root.toString();
  }
  if (!stale) {
    // The normalised query holds only the form's own names and figures: nothing as it came.
    root
      .querySelector("head")
      ?.insertAdjacentHTML(
        "beforeend",
        `<meta name="${RENDERED_QUERY_META}" ${RESULTS_PATH_ATTRIBUTE}="${escapeMarkup(calculator.resultsPath)}" content="${escapeMarkup(writeFormQuery(spec, "", inputs))}">`,
      );
    return root.toString();
  }
  showProblems(form, { fields, problems: problemsInWords(spec, problems) });
  panel
    .querySelector("section")
    ?.querySelector("h1, h2, h3, h4")
    ?.insertAdjacentHTML(
      "afterend",
      `<p class="calculator-stale">${escapeMarkup(calculators.staleNotice)}</p>`,
    );
  asProblemPage(root);
  return root.toString();
}
