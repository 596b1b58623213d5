import { Box, chakra, Grid, Heading, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import { Button } from "../components/Button";
import { useCalculator } from "../hooks/use-calculator";
import { urlWithQuery, useInputsFromQuery } from "../hooks/use-calculator-query";
import { track } from "../browser/analytics/track";
import { fillTemplate } from "../lib/fill-template";
import { mrrFigures } from "../lib/tools/calculator-figures";
import { formTexts, type FormTexts } from "../lib/tools/calculator-form";
import { writeFormQuery } from "../lib/tools/calculator-query";
import { MRR_RESULTS_PATH } from "../lib/tools/calculator-results";
import {
  AUTOMATION_LEVELS,
  calculateMrr,
  matchingScenario,
  MRR_DEFAULTS,
  MRR_FORM,
  mrrProjection,
  scenarioInputs,
  type MrrInputs,
  type MrrScenario,
} from "../lib/tools/mrr";
import { CalculatorResults } from "./CalculatorResults";
import { ChoiceField } from "./ChoiceField";
import { MrrProjectionChart } from "./MrrProjectionChart";
import { MrrScenarioPicker } from "./MrrScenarioPicker";
import { NumberField } from "./NumberField";
import { ResultFigures } from "./ResultFigures";
import { headingTag, type HeadingLevel } from "./tool-heading";

export interface MrrCalculatorProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.MrrCalculatorCopy;
  /** Words every calculator shares (results, copy link...). */
  common: Pick<Queries.CalculatorsFieldsFragment, "fieldMessages" | "staleNotice" | "copyLink">;
  /** The level of the calculator's own headings, one below the page's heading for it. */
  headingLevel?: HeadingLevel;
  /** Prefixes the ids of its headings and results: unique on the page that hosts it. */
  idPrefix?: string;
  /**
   * Drawn for a page without scripts (the noscript block of /advanced-tools): the form is sent
   * (GET) to MRR_RESULTS_PATH with a Calculate button, and what needs scripts (the scenario
   * buttons, the copy link, the chart) is left out.
   */
  withoutScripts?: boolean;
  /**
   * A query to open with instead of the page's address (?growth=40&level=full), read as a shared
   * link is: the catalogue shows each state with it.
   */
  startQuery?: string;
}

/**
 * The MRR growth calculator of Advanced tools, with its scenario buttons and a chart of the year.
 * Results follow every keystroke; the inputs live in the URL (?mrr=&cust=&acv=&growth=&level=) so a
 * projection can be shared. The static HTML shows the product's defaults; a shared link's figures
 * replace them as soon as the page has hydrated. Without scripts, its form (withoutScripts) asks
 * the server for the same query at MRR_RESULTS_PATH, which answers with the visitor's results.
 */
export function MrrCalculator(props: MrrCalculatorProps) {
  const { initial, texts, key } = useInputsFromQuery(MRR_FORM, MRR_DEFAULTS, {
    start: props.startQuery,
  });
  return <MrrCalculatorForm key={key} initial={initial} initialTexts={texts} {...props} />;
}

function MrrCalculatorForm({
  initial,
  initialTexts,
  copy,
  common,
  headingLevel = 3,
  idPrefix = "mrr",
  withoutScripts = false,
}: MrrCalculatorProps & { initial: MrrInputs; initialTexts: FormTexts<typeof MRR_FORM> }) {
  const { formRef, inputs, stale, setTexts, field, numberField } = useCalculator(
    MRR_FORM,
    initial,
    {
      initialTexts,
      inputEvent: "mrr_calculator_input",
      words: copy.fields,
      fieldMessages: common.fieldMessages,
    },
  );
  const result = useMemo(() => calculateMrr(inputs), [inputs]);
  const projection = useMemo(() => mrrProjection(inputs), [inputs]);

  function selectScenario(scenario: MrrScenario) {
    const set = scenarioInputs(scenario);
    const { growthRate, automationLevel } = formTexts(MRR_FORM, { ...inputs, ...set });
    setTexts({ growthRate, automationLevel });
    track("mrr_scenario_select", { scenario });
  }

  const shown = mrrFigures(result);
  const figures = (ids: readonly (keyof typeof shown)[]) =>
    ids.map((id) => ({ id, label: copy.figures[id], value: shown[id] }));
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
        action={withoutScripts ? `${MRR_RESULTS_PATH}#${idPrefix}-results-heading` : undefined}
        method={withoutScripts ? "get" : undefined}
        onSubmit={(event) => event.preventDefault()}
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
        <Stack gap="4" mt="5">
          <NumberField {...numberField("currentMRR")} />
          <NumberField {...numberField("currentCustomers")} />
          <NumberField {...numberField("averageCustomerValue")} />
          {!withoutScripts && (
            <MrrScenarioPicker
              copy={copy}
              // A scenario is shown pressed only while the figures on screen are its own.
              selected={stale ? null : matchingScenario(inputs)}
              onSelect={selectScenario}
            />
          )}
          <NumberField {...numberField("growthRate")} />
          <ChoiceField
            {...field("automationLevel")}
            options={AUTOMATION_LEVELS}
            optionLabels={copy.automationLevels}
          />
        </Stack>
        {withoutScripts && (
          <Button type="submit" size="lg" mt="6" width="full">
            {copy.submit}
          </Button>
        )}
      </chakra.form>
      <CalculatorResults
        headingId={`${idPrefix}-results-heading`}
        heading={copy.resultsHeading}
        headingLevel={headingLevel}
        stale={stale}
        staleNotice={common.staleNotice}
        announcement={fillTemplate(copy.announcement, shown)}
        note={copy.note}
        copyLink={common.copyLink}
        getShareUrl={
          withoutScripts
            ? undefined
            : () => urlWithQuery(writeFormQuery(MRR_FORM, window.location.search, inputs))
        }
      >
        <Stack gap="3">
          <ResultFigures emphasised figures={figures(["projectedMRR", "totalValue"])} />
          <ResultFigures
            columns={4}
            figures={figures([
              "projectedCustomers",
              "automationSavings",
              "growthMultiplier",
              "monthlyGrowth",
            ])}
          />
        </Stack>
        {!withoutScripts && (
          <Box mt="6">
            <MrrProjectionChart points={projection} copy={copy.chart} />
          </Box>
        )}
      </CalculatorResults>
    </Grid>
  );
}
