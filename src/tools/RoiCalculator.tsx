import { chakra, Grid, Heading, Stack } from "@chakra-ui/react";
import { useMemo, useRef, type FormEvent } from "react";
import { Button } from "../components/Button";
import { useCalculator } from "../hooks/use-calculator";
import {
  replaceCalculatorQuery,
  urlWithQuery,
  useInputsFromQuery,
} from "../hooks/use-calculator-query";
import { track } from "../browser/analytics/track";
import { fillTemplate } from "../lib/fill-template";
import { roiFigures } from "../lib/tools/calculator-figures";
import { fieldNames, type FormTexts } from "../lib/tools/calculator-form";
import { writeFormQuery } from "../lib/tools/calculator-query";
import { ROI_RESULTS_PATH } from "../lib/tools/calculator-results";
import {
  AUTOMATION_TYPES,
  calculateRoi,
  ROI_DEFAULTS,
  ROI_FORM,
  type RoiInputs,
} from "../lib/tools/roi";
import { CalculatorResults, type CalculatorResultsProps } from "./CalculatorResults";
import { ChoiceField } from "./ChoiceField";
import { NumberField } from "./NumberField";
import { ResultFigures } from "./ResultFigures";
import { headingTag, type HeadingLevel } from "./tool-heading";

export interface RoiCalculatorProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.RoiCalculatorCopy;
  /** Words every calculator shares (results, copy link...). */
  common: Pick<Queries.CalculatorsFieldsFragment, "fieldMessages" | "staleNotice" | "copyLink">;
  /** The level of the calculator's own headings, one below the page's heading for it. */
  headingLevel?: HeadingLevel;
  /** Prefixes the ids of its headings and results: unique on the page that hosts it. */
  idPrefix?: string;
  /**
   * A query to open with instead of the page's address (?auto=marketing), read as a shared link
   * is: the catalogue shows each state with it.
   */
  startQuery?: string;
  /** The copy-link button's outcome to open with: the catalogue shows the link copied with it. */
  initialCopyOutcome?: CalculatorResultsProps["initialCopyOutcome"];
}

/** What the calculator renders from on a page, its content: an island's mark carries it as JSON. */
export type RoiCalculatorContent = Pick<RoiCalculatorProps, "copy" | "common" | "headingLevel">;

/**
 * The AI automation ROI calculator, on /ai-roi-tools and in Advanced tools. Results follow every
 * keystroke; the inputs live in the URL (?rev=&team=&auto=&eff=&inv=) so a result can be shared.
 * The static HTML shows the product's defaults; a shared link's figures replace them as soon as the
 * page has hydrated. Without scripts, the form asks the server for the same query at
 * ROI_RESULTS_PATH, which answers this page with the visitor's results.
 */
export function RoiCalculator(props: RoiCalculatorProps) {
  const { initial, texts, key } = useInputsFromQuery(ROI_FORM, ROI_DEFAULTS, {
    resultsPath: ROI_RESULTS_PATH,
    start: props.startQuery,
  });
  return <RoiCalculatorForm key={key} initial={initial} initialTexts={texts} {...props} />;
}

function RoiCalculatorForm({
  initial,
  initialTexts,
  copy,
  common,
  headingLevel = 3,
  idPrefix = "roi",
  initialCopyOutcome,
}: RoiCalculatorProps & { initial: RoiInputs; initialTexts: FormTexts<typeof ROI_FORM> }) {
  const { formRef, inputs, stale, problems, field, numberField } = useCalculator(
    ROI_FORM,
    initial,
    {
      initialTexts,
      inputEvent: "roi_calculator_input",
      words: copy.fields,
      fieldMessages: common.fieldMessages,
    },
  );
  const result = useMemo(() => calculateRoi(inputs), [inputs]);
  const resultsRef = useRef<HTMLElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = fieldNames(ROI_FORM).find((field) => problems[field]);
    if (invalid) {
      const control = formRef.current?.elements.namedItem(ROI_FORM[invalid].param);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    track("roi_calculator_submit", {
      automation_type: inputs.automationType,
      annual_roi: result.annualROI,
      payback_period: result.paybackPeriod,
    });
    replaceCalculatorQuery(writeFormQuery(ROI_FORM, window.location.search, inputs));
    resultsRef.current?.focus();
  }

  const shown = roiFigures(result);
  const labels = { ...copy.figures, ...copy.summary };
  const figures = (ids: readonly (keyof typeof shown)[]) =>
    ids.map((id) => ({ id, label: labels[id], value: shown[id] }));
  const formHeadingId = `${idPrefix}-form-heading`;

  return (
    <Grid
      templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" }}
      gap="6"
      alignItems="start"
    >
      <chakra.form
        ref={formRef}
        // Without scripts the results come back on a new page: it opens at them.
        action={`${ROI_RESULTS_PATH}#${idPrefix}-results-heading`}
        method="get"
        onSubmit={submit}
        noValidate
        aria-labelledby={formHeadingId}
        p={{ base: "5", md: "6" }}
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="border"
        bg="bg"
      >
        <Heading as={headingTag(headingLevel)} id={formHeadingId} size="md">
          {copy.formHeading}
        </Heading>
        {/* No Suspense boundary between the fields and the results: React 18 cannot hydrate a
            boundary that a keystroke updates first, so a visitor typing as soon as a field
            hydrated would have the results rendered again from scratch (React error 421). */}
        <Stack gap="4" mt="5">
          <NumberField {...numberField("monthlyRevenue")} />
          <NumberField {...numberField("teamSize")} />
          <ChoiceField
            {...field("automationType")}
            options={AUTOMATION_TYPES}
            optionLabels={copy.automationTypes}
          />
          <NumberField {...numberField("currentEfficiency")} />
          <NumberField {...numberField("investmentAmount")} />
        </Stack>
        <Button type="submit" size="lg" mt="6" width="full">
          {copy.submit}
        </Button>
      </chakra.form>
      <CalculatorResults
        ref={resultsRef}
        headingId={`${idPrefix}-results-heading`}
        heading={copy.resultsHeading}
        headingLevel={headingLevel}
        stale={stale}
        staleNotice={common.staleNotice}
        announcement={fillTemplate(copy.announcement, shown)}
        note={copy.note}
        copyLink={common.copyLink}
        initialCopyOutcome={initialCopyOutcome}
        getShareUrl={() => urlWithQuery(writeFormQuery(ROI_FORM, window.location.search, inputs))}
      >
        <Stack gap="3">
          <ResultFigures emphasised figures={figures(["annualROI", "paybackPeriod"])} />
          <ResultFigures
            columns={3}
            figures={figures(["monthlySavings", "additionalRevenue", "efficiencyGain"])}
          />
          <ResultFigures figures={figures(["annualBenefit", "firstYearNetProfit"])} />
        </Stack>
      </CalculatorResults>
    </Grid>
  );
}
