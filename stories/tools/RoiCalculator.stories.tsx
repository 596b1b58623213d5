import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { formQueryParams } from "../../src/lib/tools/calculator-query";
import { ROI_FORM, type AutomationType } from "../../src/lib/tools/roi";
import { RoiCalculator } from "../../src/tools/RoiCalculator";
import {
  calculatorCommon,
  containing,
  expectProblems,
  figureValue,
  roiCopy,
} from "../fixtures/calculators";
import { clipboardWrites, withClipboard } from "../fixtures/clipboard";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { measureInputLatency } from "../fixtures/input-latency";
import { withQueryString } from "../fixtures/query-string";
import { mobileScreen, noImage } from "../fixtures/screens";

const PARAMS = [...formQueryParams(ROI_FORM), "tool"];
const messages = calculatorCommon.fieldMessages;

const meta = {
  title: "Tools/ROI calculator",
  component: RoiCalculator,
  args: { copy: roiCopy, common: calculatorCommon },
  beforeEach: [withGtagSpy, withQueryString(PARAMS)],
  decorators: [
    (Story) => (
      <Container py="8">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof RoiCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: keyof typeof roiCopy.fields) =>
  within(canvasElement).getByLabelText(roiCopy.fields[name].label);

const results = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("region", { name: roiCopy.resultsHeading });

type Figures = Partial<Record<keyof typeof roiCopy.figures | keyof typeof roiCopy.summary, string>>;

/** Each figure shown under its label. */
async function expectFigures(canvasElement: HTMLElement, figures: Figures) {
  const panel = results(canvasElement);
  const labels: Record<string, string> = { ...roiCopy.figures, ...roiCopy.summary };
  for (const [id, value] of Object.entries(figures)) {
    await expect(figureValue(panel, labels[id] ?? id)).toBe(value);
  }
}

/** Replaces a field's text as a visitor would: select it all and type over it. */
async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

const param = (name: string) => new URLSearchParams(window.location.search).get(name);

/**
 * The calculator's defaults and their figures: 312.5 is shown to the penny as £312.50 (see
 * docs/product.md#constants).
 */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "monthlyRevenue")).toHaveValue("50000");
    await expect(field(canvasElement, "teamSize")).toHaveValue("10");
    await expect(field(canvasElement, "automationType")).toHaveValue("sales");
    await expect(field(canvasElement, "currentEfficiency")).toHaveValue("60");
    await expect(field(canvasElement, "investmentAmount")).toHaveValue("15000");
    await expectFigures(canvasElement, {
      monthlySavings: "£312.50",
      additionalRevenue: "£15,000",
      paybackPeriod: "1.0 months",
      annualROI: "1,225%",
      efficiencyGain: "40%",
      annualBenefit: "£183,750",
      firstYearNetProfit: "£168,750",
    });
    // The inputs themselves have no min or max.
    for (const input of within(canvasElement).getAllByRole("textbox")) {
      await expect(input).not.toHaveAttribute("min");
      await expect(input).not.toHaveAttribute("max");
      await expect(input).toHaveAttribute("inputmode");
    }
    // Nothing is written to the URL until the visitor changes something.
    await expect(param("rev")).toBeNull();
  },
};

/** A story per automation type, opened with it chosen: the figures are its own. */
function typeStory(type: AutomationType, figures: Figures): Story {
  return {
    args: { startQuery: `?auto=${type}` },
    play: async ({ canvasElement }) => {
      const select = field(canvasElement, "automationType");
      await expect(select).toHaveValue(type);
      await expect(select).toHaveDisplayValue(roiCopy.automationTypes[type]);
      await expectFigures(canvasElement, figures);
    },
  };
}

/** The select chooses a type: the figures follow, it is tracked and written to the address. */
export const ChoosingAType: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const select = field(canvasElement, "automationType");
    await userEvent.selectOptions(select, "marketing");
    await expect(select).toHaveDisplayValue(roiCopy.automationTypes.marketing);
    await expectFigures(canvasElement, { monthlySavings: "£375", annualROI: "1,030%" });
    await waitFor(() =>
      expect(trackedEvents("roi_calculator_input")).toEqual([
        { field: "automationType", value: "marketing" },
      ]),
    );
    await waitFor(() => expect(param("auto")).toBe("marketing"));
  },
};

export const Sales = typeStory("sales", {
  monthlySavings: "£312.50",
  additionalRevenue: "£15,000",
  paybackPeriod: "1.0 months",
  annualROI: "1,225%",
  efficiencyGain: "40%",
  annualBenefit: "£183,750",
  firstYearNetProfit: "£168,750",
});

export const Marketing = typeStory("marketing", {
  monthlySavings: "£375",
  additionalRevenue: "£12,500",
  paybackPeriod: "1.2 months",
  annualROI: "1,030%",
  efficiencyGain: "35%",
  annualBenefit: "£154,500",
  firstYearNetProfit: "£139,500",
});

export const Operations = typeStory("operations", {
  monthlySavings: "£500",
  additionalRevenue: "£7,500",
  paybackPeriod: "1.9 months",
  annualROI: "640%",
  efficiencyGain: "50%",
  annualBenefit: "£96,000",
  firstYearNetProfit: "£81,000",
});

export const Custom = typeStory("custom", {
  monthlySavings: "£437.50",
  additionalRevenue: "£17,500",
  paybackPeriod: "0.8 months",
  annualROI: "1,435%",
  efficiencyGain: "45%",
  annualBenefit: "£215,250",
  firstYearNetProfit: "£200,250",
});

const DEFAULT_FIGURES: Figures = { monthlySavings: "£312.50", annualROI: "1,225%" };

/**
 * Bad input in four fields, opened from a link that carries it: each field keeps what came with
 * its own message, and the results keep the last valid figures (the defaults here), marked as
 * such; never NaN, Infinity or a blank.
 */
export const InvalidInput: Story = {
  args: { startQuery: "?rev=-500&team=2.5&eff=120&inv=0" },
  play: async ({ canvasElement }) => {
    await expectProblems(
      (name) => field(canvasElement, name),
      [
        ["monthlyRevenue", "-500", messages.money.negative],
        ["teamSize", "2.5", messages.count.notWhole],
        ["currentEfficiency", "120", "Enter a percentage up to 100%"],
        ["investmentAmount", "0", messages.money.zero],
      ],
    );
    const panel = results(canvasElement);
    await expect(panel).toHaveTextContent(calculatorCommon.staleNotice);
    await expectFigures(canvasElement, DEFAULT_FIGURES);
    await expect(panel).not.toHaveTextContent(/NaN|Infinity|undefined/);
  },
};

/**
 * Each kind of bad input, typed in turn, gets its own message on its field, keeps what was typed
 * and leaves the last valid result on screen, marked as such: the picture is InvalidInput's.
 */
export const TypingInvalidInput: Story = {
  parameters: noImage,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const revenue = field(canvasElement, "monthlyRevenue");
    const investment = field(canvasElement, "investmentAmount");
    const panel = results(canvasElement);

    const expectProblem = async (
      input: HTMLElement,
      text: string,
      message: string,
      kept: Figures = DEFAULT_FIGURES,
    ) => {
      await expect(input).toHaveValue(text);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(containing(message));
      await expect(panel).toHaveTextContent(calculatorCommon.staleNotice);
      await expectFigures(canvasElement, kept);
      await expect(panel).not.toHaveTextContent(/NaN|Infinity|undefined/);
    };

    await step("empty", async () => {
      await retype(revenue, "");
      await expectProblem(revenue, "", messages.money.empty);
    });
    await step("not a number", async () => {
      await retype(revenue, "lots");
      await expectProblem(revenue, "lots", messages.money.notANumber);
    });
    await step("negative", async () => {
      await retype(revenue, "-500");
      await expectProblem(revenue, "-500", messages.money.negative);
    });
    await step("valid again: the results follow and the notice goes", async () => {
      await retype(revenue, "£60,000");
      await expect(revenue).not.toHaveAttribute("aria-invalid");
      await waitFor(() => expect(panel).not.toHaveTextContent(calculatorCommon.staleNotice), {
        timeout: 3_000,
      });
      await expectFigures(canvasElement, { monthlySavings: "£375", annualROI: "1,470%" });
    });
    await step("zero investment, which the ROI would divide by", async () => {
      await retype(investment, "0");
      await expectProblem(investment, "0", messages.money.zero, {
        monthlySavings: "£375",
        annualROI: "1,470%",
      });
    });
    await step("too large", async () => {
      await retype(revenue, "2000000000000");
      await expect(revenue).toHaveAccessibleDescription(
        containing("Enter an amount up to £1,000,000,000,000"),
      );
    });
    await step("submitting moves focus to the first field with a problem", async () => {
      await userEvent.click(canvas.getByRole("button", { name: roiCopy.submit }));
      await expect(revenue).toHaveFocus();
      await expect(trackedEvents("roi_calculator_submit")).toEqual([]);
    });
    await step("more precise than a penny, or a fraction of a person", async () => {
      await retype(field(canvasElement, "teamSize"), "2.5");
      await expect(field(canvasElement, "teamSize")).toHaveAccessibleDescription(
        containing(messages.count.notWhole),
      );
      await retype(field(canvasElement, "currentEfficiency"), "120");
      await expect(field(canvasElement, "currentEfficiency")).toHaveAccessibleDescription(
        containing("Enter a percentage up to 100%"),
      );
    });
  },
};

/**
 * Calculate: the results take focus and roi_calculator_submit is sent with them. The picture is
 * Defaults', with other figures in the same places.
 */
export const Submit: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(field(canvasElement, "monthlyRevenue"), "80000");
    // 80,000 × 0.3 / 12 × 0.25 = 500 saved; 24,000 more revenue; 15,000 / 24,500 = 0.6 months.
    await expectFigures(canvasElement, { monthlySavings: "£500", paybackPeriod: "0.6 months" });
    await userEvent.click(canvas.getByRole("button", { name: roiCopy.submit }));
    await expect(results(canvasElement)).toHaveFocus();
    await expect(trackedEvents("roi_calculator_submit")).toEqual([
      { automation_type: "sales", annual_roi: 1960, payback_period: 0.6 },
    ]);
    await expect(param("rev")).toBe("80000");
    await waitFor(() =>
      expect(trackedEvents("roi_calculator_input")).toEqual([
        { field: "monthlyRevenue", value: 80000 },
      ]),
    );
  },
};

/** The query of a shared link. */
const SHARED_LINK = { rev: "120000", team: "25", auto: "operations", eff: "70", inv: "30000" };

/** A shared link: the fields and figures come from its query. */
export const FromUrl: Story = {
  args: { startQuery: `?${new URLSearchParams(SHARED_LINK).toString()}` },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "monthlyRevenue")).toHaveValue("120000");
    await expect(field(canvasElement, "teamSize")).toHaveValue("25");
    await expect(field(canvasElement, "automationType")).toHaveValue("operations");
    await expect(field(canvasElement, "currentEfficiency")).toHaveValue("70");
    await expect(field(canvasElement, "investmentAmount")).toHaveValue("30000");
    // 1,200 saved and 18,000 more a month: 30,000 / 19,200 = 1.6 months; 230,400 a year.
    await expectFigures(canvasElement, {
      monthlySavings: "£1,200",
      additionalRevenue: "£18,000",
      paybackPeriod: "1.6 months",
      annualROI: "768%",
      efficiencyGain: "50%",
      annualBenefit: "£230,400",
      firstYearNetProfit: "£200,400",
    });
  },
};

/**
 * The shared link in the page's address: read from there, and what is typed is written back
 * with the other parameters kept. The picture is FromUrl's.
 */
export const FromTheAddress: Story = {
  parameters: noImage,
  beforeEach: withQueryString(PARAMS, { tool: "automation-roi", ...SHARED_LINK }),
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "automationType")).toHaveValue("operations");
    await expect(field(canvasElement, "investmentAmount")).toHaveValue("30000");
    await expectFigures(canvasElement, { annualROI: "768%" });
    await retype(field(canvasElement, "investmentAmount"), "20000");
    await waitFor(() => expect(param("inv")).toBe("20000"));
    await expect(param("tool")).toBe("automation-roi");
    await expect(param("rev")).toBe("120000");
  },
};

/**
 * A link with values that are not usable (as the form sent without scripts can make): each is
 * shown as it came with its message, as the server's results page shows it, and the results take
 * the defaults under the notice; a choice no longer offered is simply the default.
 */
export const FromUrlWithBadValues: Story = {
  args: { startQuery: "?rev=lots&auto=crypto&inv=0&team=12" },
  play: async ({ canvasElement }) => {
    const revenue = field(canvasElement, "monthlyRevenue");
    const investment = field(canvasElement, "investmentAmount");
    await expect(revenue).toHaveValue("lots");
    await expect(revenue).toHaveAccessibleDescription(containing(messages.money.notANumber));
    await expect(investment).toHaveValue("0");
    await expect(investment).toHaveAccessibleDescription(containing(messages.money.zero));
    await expect(field(canvasElement, "automationType")).toHaveValue("sales");
    await expect(field(canvasElement, "teamSize")).toHaveValue("12");
    await expect(results(canvasElement)).toHaveTextContent(calculatorCommon.staleNotice);
    await expectFigures(canvasElement, DEFAULT_FIGURES);
  },
};

/** The link to the figures copied: the button and the note under it say so. */
export const CopyLink: Story = {
  args: { startQuery: "?team=14", initialCopyOutcome: "copied" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, "teamSize")).toHaveValue("14");
    await expect(
      canvas.getByRole("button", { name: calculatorCommon.copyLink.copied }),
    ).toBeVisible();
    await expect(canvas.getByText(calculatorCommon.copyLink.copiedMessage)).toBeVisible();
  },
};

/**
 * Copy link puts the address of the current figures on the clipboard and says so: the picture is
 * CopyLink's.
 */
export const CopiesTheLink: Story = {
  parameters: noImage,
  beforeEach: withClipboard("accepts"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(field(canvasElement, "teamSize"), "14");
    // Straight away, before the address bar has caught up.
    await userEvent.click(canvas.getByRole("button", { name: calculatorCommon.copyLink.label }));
    await expect(clipboardWrites()).toHaveBeenCalledTimes(1);
    const copied = new URL(String(clipboardWrites().mock.calls[0]?.[0]));
    await expect(copied.pathname).toBe(window.location.pathname);
    await expect(Object.fromEntries(copied.searchParams)).toMatchObject({
      rev: "50000",
      team: "14",
      auto: "sales",
      eff: "60",
      inv: "15000",
    });
    await expect(
      await canvas.findByRole("button", { name: calculatorCommon.copyLink.copied }),
    ).toBeVisible();
    await expect(canvas.getByText(calculatorCommon.copyLink.copiedMessage)).toBeVisible();
  },
};

/** Figures in the tens of millions, as a link can carry: they fit their places. */
export const LargeFigures: Story = {
  args: { startQuery: "?rev=87654321" },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "monthlyRevenue")).toHaveValue("87654321");
    await expectFigures(canvasElement, { additionalRevenue: "£26,296,296.30" });
  },
};

/**
 * Typing updates the results within the frame: each keystroke's change is on screen before the
 * next animation frame. The picture is LargeFigures'.
 */
export const InputLatency: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const latency = await measureInputLatency(
      field(canvasElement, "monthlyRevenue"),
      results(canvasElement),
      "87654321",
    );
    await expect(latency.samples).toHaveLength(8);
    await expectFigures(canvasElement, { additionalRevenue: "£26,296,296.30" });
  },
};

/** On a phone the form comes first and the results follow, full width. */
export const Mobile: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: roiCopy.formHeading });
    const panel = results(canvasElement);
    await expect(form.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      panel.getBoundingClientRect().top,
    );
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(
      Math.round(form.getBoundingClientRect().width),
    );
  },
};

/** Hosted as Advanced tools' automation ROI calculator: its headings a level up, its own ids. */
export const AsAdvancedTool: Story = {
  parameters: noImage,
  args: { headingLevel: 2, idPrefix: "automation-roi" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: roiCopy.formHeading }),
    ).toHaveAttribute("id", "automation-roi-form-heading");
    await expect(
      canvas.getByRole("heading", { level: 2, name: roiCopy.resultsHeading }),
    ).toHaveAttribute("id", "automation-roi-results-heading");
  },
};
