import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { formQueryParams } from "../../src/lib/tools/calculator-query";
import { MRR_FORM, type MrrScenario } from "../../src/lib/tools/mrr";
import { MrrCalculator } from "../../src/tools/MrrCalculator";
import {
  calculatorCommon,
  containing,
  expectProblems,
  expectMrrFormWithoutScripts,
  figureValue,
  mrrCopy,
} from "../fixtures/calculators";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { measureInputLatency } from "../fixtures/input-latency";
import { withQueryString } from "../fixtures/query-string";
import { bothScreens, noImage } from "../fixtures/screens";

const PARAMS = [...formQueryParams(MRR_FORM), "tool"];
const messages = calculatorCommon.fieldMessages;

const meta = {
  title: "Tools/MRR calculator",
  component: MrrCalculator,
  args: { copy: mrrCopy, common: calculatorCommon },
  beforeEach: [withGtagSpy, withQueryString(PARAMS)],
  decorators: [
    (Story) => (
      <Container py="8">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof MrrCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: keyof typeof mrrCopy.fields) =>
  within(canvasElement).getByLabelText(mrrCopy.fields[name].label);

const results = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("region", { name: mrrCopy.resultsHeading });

type Figures = Partial<Record<keyof typeof mrrCopy.figures, string>>;

async function expectFigures(canvasElement: HTMLElement, figures: Figures) {
  const panel = results(canvasElement);
  for (const [id, value] of Object.entries(figures)) {
    await expect(figureValue(panel, mrrCopy.figures[id as keyof Figures])).toBe(value);
  }
}

const scenarioButton = (canvasElement: HTMLElement, scenario: MrrScenario) =>
  within(within(canvasElement).getByRole("group", { name: mrrCopy.scenariosLabel })).getByRole(
    "button",
    { name: new RegExp(`^${mrrCopy.scenarios[scenario]}\\b`) },
  );

const pressedScenarios = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("group", { name: mrrCopy.scenariosLabel }))
    .queryAllByRole("button", { pressed: true })
    .map((button) => button.textContent);

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

const param = (name: string) => new URLSearchParams(window.location.search).get(name);

/**
 * The calculator's defaults, worked by hand: 1.2^(1/12) − 1 = 1.5309% a month; 50,000 × 1.2 × 1.3 =
 * 78,000; 100 × 1.56 = 156 customers; 50,000 × 0.08 × 12 = 48,000 saved; 126,000 in all; 1.56× (see
 * docs/product.md#constants).
 */
export const Defaults: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "currentMRR")).toHaveValue("50000");
    await expect(field(canvasElement, "currentCustomers")).toHaveValue("100");
    await expect(field(canvasElement, "averageCustomerValue")).toHaveValue("500");
    await expect(field(canvasElement, "growthRate")).toHaveValue("20");
    await expect(field(canvasElement, "automationLevel")).toHaveValue("moderate");
    await expectFigures(canvasElement, {
      projectedMRR: "£78,000",
      totalValue: "£126,000",
      projectedCustomers: "156",
      automationSavings: "£48,000",
      growthMultiplier: "1.56×",
      monthlyGrowth: "1.5%",
    });
    await expect(pressedScenarios(canvasElement)).toEqual([]);
    await expect(within(canvasElement).getByRole("img")).toHaveAccessibleName(
      "MRR grows from £50,000 today to £78,000 in month 12 with automation, and to £60,000 from growth alone.",
    );
    await expect(param("mrr")).toBeNull();
  },
};

/**
 * As drawn for the noscript block of /advanced-tools: a plain form sent (GET) to
 * /api/calculate/mrr with a Calculate button, without what needs scripts (the scenario buttons,
 * the copy link, the chart).
 */
export const WithoutScripts: Story = {
  args: { withoutScripts: true, idPrefix: "mrr-noscript" },
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectMrrFormWithoutScripts(canvasElement);
    await expect(field(canvasElement, "currentMRR")).toHaveAttribute("name", "mrr");
    await expect(canvas.queryByRole("group", { name: mrrCopy.scenariosLabel })).toBeNull();
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(
      canvas.queryByRole("button", { name: calculatorCommon.copyLink.label }),
    ).toBeNull();
    await expectFigures(canvasElement, { projectedMRR: "£78,000", totalValue: "£126,000" });
  },
};

/**
 * A story per scenario: its button sets the scenario's growth and the automation level its impact
 * maps to.
 */
function scenarioStory(
  scenario: MrrScenario,
  growth: string,
  level: string,
  figures: Figures,
): Story {
  return {
    // Opened with the scenario's growth and level, as a shared link of its figures is.
    args: { startQuery: `?growth=${growth}&level=${level}` },
    play: async ({ canvasElement }) => {
      await expect(scenarioButton(canvasElement, scenario)).toHaveAttribute("aria-pressed", "true");
      await expect(pressedScenarios(canvasElement)).toHaveLength(1);
      await expect(field(canvasElement, "growthRate")).toHaveValue(growth);
      await expect(field(canvasElement, "automationLevel")).toHaveValue(level);
      await expectFigures(canvasElement, figures);
    },
  };
}

/** A scenario's button sets its growth and level: tracked, and written to the address. */
export const ChoosingAScenario: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const button = scenarioButton(canvasElement, "aggressive");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(pressedScenarios(canvasElement)).toHaveLength(1);
    await expect(field(canvasElement, "growthRate")).toHaveValue("40");
    await expect(field(canvasElement, "automationLevel")).toHaveValue("full");
    await expectFigures(canvasElement, { projectedMRR: "£140,000" });
    await expect(trackedEvents("mrr_scenario_select")).toEqual([{ scenario: "aggressive" }]);
    await waitFor(() => expect(param("growth")).toBe("40"));
    await expect(param("level")).toBe("full");
  },
};

// 15% with an impact of 1.2, basic: 50,000 × 1.15 × 1.1 = 63,250; 126.5 → 127 customers.
export const Conservative = scenarioStory("conservative", "15", "basic", {
  projectedMRR: "£63,250",
  totalValue: "£93,250",
  projectedCustomers: "127",
  automationSavings: "£30,000",
  growthMultiplier: "1.27×",
  monthlyGrowth: "1.2%",
});

// 25% with 1.5, moderate: 50,000 × 1.25 × 1.3 = 81,250; 162.5 → 163 customers.
export const Moderate = scenarioStory("moderate", "25", "moderate", {
  projectedMRR: "£81,250",
  totalValue: "£129,250",
  projectedCustomers: "163",
  automationSavings: "£48,000",
  growthMultiplier: "1.63×",
  monthlyGrowth: "1.9%",
});

// 40% with 2, full: 50,000 × 1.4 × 2 = 140,000; 280 customers; 90,000 saved.
export const Aggressive = scenarioStory("aggressive", "40", "full", {
  projectedMRR: "£140,000",
  totalValue: "£230,000",
  projectedCustomers: "280",
  automationSavings: "£90,000",
  growthMultiplier: "2.80×",
  monthlyGrowth: "2.8%",
});

// 60% with 3, full: 50,000 × 1.6 × 2 = 160,000; 320 customers.
export const Exponential = scenarioStory("exponential", "60", "full", {
  projectedMRR: "£160,000",
  totalValue: "£250,000",
  projectedCustomers: "320",
  automationSavings: "£90,000",
  growthMultiplier: "3.20×",
  monthlyGrowth: "4%",
});

/** The last valid projection (the defaults') kept on screen and marked as such. */
async function expectKept(canvasElement: HTMLElement) {
  const panel = results(canvasElement);
  await expect(panel).toHaveTextContent(calculatorCommon.staleNotice);
  await expectFigures(canvasElement, { projectedMRR: "£78,000", growthMultiplier: "1.56×" });
  await expect(panel).not.toHaveTextContent(/NaN|Infinity|undefined/);
}

/**
 * Bad input in three fields, opened from a link that carries it: each keeps what came with its
 * message, the last valid projection stays on screen, marked, and no scenario is shown pressed.
 */
export const InvalidInput: Story = {
  args: { startQuery: "?mrr=-1000&cust=2.5&growth=fast" },
  play: async ({ canvasElement }) => {
    await expectProblems(
      (name) => field(canvasElement, name),
      [
        ["currentMRR", "-1000", messages.money.negative],
        ["currentCustomers", "2.5", messages.count.notWhole],
        ["growthRate", "fast", messages.percent.notANumber],
      ],
    );
    await expectKept(canvasElement);
    await expect(pressedScenarios(canvasElement)).toEqual([]);
  },
};

/**
 * Bad input typed in turn: a message on the field, what was typed kept, the last valid
 * projection kept on screen and marked; a zero MRR (the multiplier divides by it) is refused.
 * The picture is InvalidInput's.
 */
export const TypingInvalidInput: Story = {
  parameters: noImage,
  play: async ({ canvasElement, step }) => {
    const mrr = field(canvasElement, "currentMRR");
    const growth = field(canvasElement, "growthRate");
    const kept = () => expectKept(canvasElement);

    await step("zero MRR", async () => {
      await retype(mrr, "0");
      await expect(mrr).toHaveAttribute("aria-invalid", "true");
      await expect(mrr).toHaveAccessibleDescription(containing(messages.money.zero));
      await kept();
    });
    await step("empty and negative", async () => {
      await retype(mrr, "");
      await expect(mrr).toHaveAccessibleDescription(containing(messages.money.empty));
      await retype(mrr, "-1000");
      await expect(mrr).toHaveValue("-1000");
      await expect(mrr).toHaveAccessibleDescription(containing(messages.money.negative));
      await kept();
    });
    await step("a fraction of a customer", async () => {
      await retype(field(canvasElement, "currentCustomers"), "2.5");
      await expect(field(canvasElement, "currentCustomers")).toHaveAccessibleDescription(
        containing(messages.count.notWhole),
      );
    });
    await step("growth past the ceiling, then not a number", async () => {
      await retype(growth, "20000");
      await expect(growth).toHaveAccessibleDescription(
        containing("Enter a percentage up to 10,000%"),
      );
      await retype(growth, "fast");
      await expect(growth).toHaveValue("fast");
      await expect(growth).toHaveAccessibleDescription(containing(messages.percent.notANumber));
      await kept();
      // No scenario is shown pressed over figures that are not the ones on screen.
      await expect(pressedScenarios(canvasElement)).toEqual([]);
    });
  },
};

/** The query of a shared link. */
const SHARED_LINK = { mrr: "100000", cust: "250", acv: "400", growth: "40", level: "full" };

/** A shared link: fields, figures and the matching scenario come from its query. */
export const FromUrl: Story = {
  args: { startQuery: `?${new URLSearchParams(SHARED_LINK).toString()}` },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "currentMRR")).toHaveValue("100000");
    await expect(field(canvasElement, "currentCustomers")).toHaveValue("250");
    await expect(field(canvasElement, "averageCustomerValue")).toHaveValue("400");
    // 100,000 × 1.4 × 2 = 280,000; 250 × 2.8 = 700; 100,000 × 0.15 × 12 = 180,000 saved.
    await expectFigures(canvasElement, {
      projectedMRR: "£280,000",
      totalValue: "£460,000",
      projectedCustomers: "700",
      automationSavings: "£180,000",
      growthMultiplier: "2.80×",
    });
    await expect(pressedScenarios(canvasElement)).toEqual([
      expect.stringContaining(mrrCopy.scenarios.aggressive),
    ]);
  },
};

/**
 * The shared link in the page's address: the fields and the scenario are read from there, and what
 * is typed is written back with the other parameters kept. The picture is FromUrl's.
 */
export const FromTheAddress: Story = {
  parameters: noImage,
  beforeEach: withQueryString(PARAMS, { tool: "mrr-growth", ...SHARED_LINK }),
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "currentMRR")).toHaveValue("100000");
    await expectFigures(canvasElement, { projectedMRR: "£280,000" });
    await expect(scenarioButton(canvasElement, "aggressive")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await retype(field(canvasElement, "averageCustomerValue"), "450");
    await waitFor(() => expect(param("acv")).toBe("450"));
    await expect(param("tool")).toBe("mrr-growth");
    await expect(param("mrr")).toBe("100000");
  },
};

/**
 * Typing in a field sends mrr_calculator_input once it rests, and updates the address. The
 * picture is Defaults', its figures aside.
 */
export const TracksInput: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    await retype(field(canvasElement, "growthRate"), "35");
    await waitFor(() =>
      expect(trackedEvents("mrr_calculator_input")).toEqual([{ field: "growthRate", value: 35 }]),
    );
    await waitFor(() => expect(param("growth")).toBe("35"));
    await userEvent.selectOptions(field(canvasElement, "automationLevel"), "advanced");
    await waitFor(() =>
      expect(trackedEvents("mrr_calculator_input")).toEqual([
        { field: "growthRate", value: 35 },
        { field: "automationLevel", value: "advanced" },
      ]),
    );
  },
};

/** Figures in the tens of millions, as a link can carry: they fit, the chart's axis too. */
export const LargeFigures: Story = {
  args: { startQuery: "?mrr=12345678" },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "currentMRR")).toHaveValue("12345678");
    // 12,345,678 × 1.56 = 19,259,257.68
    await expectFigures(canvasElement, { projectedMRR: "£19,259,257.68" });
  },
};

/** Typing updates the projection, chart included, within the frame: the picture is LargeFigures'. */
export const InputLatency: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const latency = await measureInputLatency(
      field(canvasElement, "currentMRR"),
      results(canvasElement),
      "12345678",
    );
    await expect(latency.samples).toHaveLength(8);
    await expectFigures(canvasElement, { projectedMRR: "£19,259,257.68" });
  },
};
