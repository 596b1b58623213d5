/** @jest-environment jsdom */
// The calculators show each story's state from its args alone (a start query, a copy outcome),
// as on their Docs pages, where stories are drawn without their play functions; so do the tools
// page with a tool open and the dashboard with a client's story open.
import { composeStories } from "@storybook/react";
import { within } from "@testing-library/dom";
import * as clientDashboard from "../../../stories/tools/ClientDashboard.stories";
import * as mrrCalculator from "../../../stories/tools/MrrCalculator.stories";
import * as roiCalculator from "../../../stories/tools/RoiCalculator.stories";
import * as advancedToolsView from "../../../stories/views/AdvancedToolsView.stories";
import { calculatorCommon, mrrCopy, roiCopy } from "../../../stories/fixtures/calculators";
import { clientStory, dashboardLabels } from "../../../stories/fixtures/dashboard";
import { advancedToolsContent, toolChoice } from "../../../stories/fixtures/tools-pages";
import { draw, shown, type Composed } from "./draw-story";

type Canvas = ReturnType<typeof within>;
type Check = (canvas: Canvas) => void;

const roi = composeStories(roiCalculator) as unknown as Record<string, Composed>;
const mrr = composeStories(mrrCalculator) as unknown as Record<string, Composed>;

type RoiField = keyof typeof roiCopy.fields;
type MrrField = keyof typeof mrrCopy.fields;

/** Each field shows its text; `invalid` ones are marked so. */
const fields =
  (labels: Record<string, { label: string }>, texts: Record<string, string>, invalid = false) =>
  (canvas: Canvas) => {
    for (const [name, text] of Object.entries(texts)) {
      const input = canvas.getByLabelText(labels[name]?.label ?? name) as HTMLInputElement;
      expect(input.value).toBe(text);
      expect(input.getAttribute("aria-invalid")).toBe(invalid ? "true" : null);
    }
  };

const roiFields = (texts: Partial<Record<RoiField, string>>, invalid = false) =>
  fields(roiCopy.fields, texts, invalid);
const mrrFields = (texts: Partial<Record<MrrField, string>>, invalid = false) =>
  fields(mrrCopy.fields, texts, invalid);

/** The results region holds `text`; `stale` says whether it is marked as from earlier. */
const resultsShow =
  (heading: string, text: string, stale: boolean): Check =>
  (canvas) => {
    const panel = canvas.getByRole("region", { name: heading });
    expect(panel.textContent).toContain(text);
    expect(panel.textContent?.includes(calculatorCommon.staleNotice)).toBe(stale);
  };

const both =
  (...checks: Check[]): Check =>
  (canvas) => {
    for (const check of checks) check(canvas);
  };

const cases: [string, Composed | undefined, Check][] = [
  [
    "RoiCalculator InvalidInput",
    roi.InvalidInput,
    both(
      roiFields(
        {
          monthlyRevenue: "-500",
          teamSize: "2.5",
          currentEfficiency: "120",
          investmentAmount: "0",
        },
        true,
      ),
      resultsShow(roiCopy.resultsHeading, "1,225%", true),
    ),
  ],
  [
    "RoiCalculator FromUrl",
    roi.FromUrl,
    both(
      roiFields({ monthlyRevenue: "120000", teamSize: "25", investmentAmount: "30000" }),
      resultsShow(roiCopy.resultsHeading, "768%", false),
    ),
  ],
  [
    "RoiCalculator FromUrlWithBadValues",
    roi.FromUrlWithBadValues,
    both(
      roiFields({ monthlyRevenue: "lots", investmentAmount: "0" }, true),
      roiFields({ automationType: "sales", teamSize: "12" }),
      resultsShow(roiCopy.resultsHeading, "1,225%", true),
    ),
  ],
  [
    "RoiCalculator CopyLink",
    roi.CopyLink,
    (canvas) => {
      roiFields({ teamSize: "14" })(canvas);
      expect(canvas.getByRole("button", { name: calculatorCommon.copyLink.copied })).toBeTruthy();
      expect(canvas.getByText(calculatorCommon.copyLink.copiedMessage)).toBeTruthy();
    },
  ],
  [
    "RoiCalculator LargeFigures",
    roi.LargeFigures,
    both(
      roiFields({ monthlyRevenue: "87654321" }),
      resultsShow(roiCopy.resultsHeading, "£26,296,296.30", false),
    ),
  ],
  [
    "MrrCalculator InvalidInput",
    mrr.InvalidInput,
    both(
      mrrFields({ currentMRR: "-1000", currentCustomers: "2.5", growthRate: "fast" }, true),
      resultsShow(mrrCopy.resultsHeading, "£78,000", true),
    ),
  ],
  [
    "MrrCalculator FromUrl",
    mrr.FromUrl,
    (canvas) => {
      mrrFields({ currentMRR: "100000", currentCustomers: "250", averageCustomerValue: "400" })(
        canvas,
      );
      resultsShow(mrrCopy.resultsHeading, "£280,000", false)(canvas);
      const group = within(canvas.getByRole("group", { name: mrrCopy.scenariosLabel }));
      const pressed = group.getAllByRole("button", { pressed: true });
      expect(pressed.map((each: HTMLElement) => each.textContent)).toEqual([
        expect.stringContaining(mrrCopy.scenarios.aggressive),
      ]);
    },
  ],
  [
    "MrrCalculator LargeFigures",
    mrr.LargeFigures,
    both(
      mrrFields({ currentMRR: "12345678" }),
      resultsShow(mrrCopy.resultsHeading, "£19,259,257.68", false),
    ),
  ],
];

test.each(cases)("%s shows its state without its play function", async (_, story, check) => {
  if (!story) throw new Error("no such story");
  const host = await draw(story);
  check(within(host));
});

test("AdvancedToolsView ToolOpen shows the MRR calculator in place of the picker", async () => {
  const host = await draw(composeStories(advancedToolsView).ToolOpen as Composed);
  const canvas = within(host);
  const mrr = toolChoice("mrr-growth");
  const title = await shown(() => canvas.queryByRole("heading", { name: mrr.name, level: 2 }));
  expect(document.activeElement).toBe(title);
  expect(canvas.getByRole("button", { name: advancedToolsContent.backLabel })).toBeTruthy();
  expect(canvas.queryByRole("button", { name: mrr.openLabel })).toBeNull();
});

test("ClientDashboard ClientModalOpen shows Ledgerly's story over the clients tab", async () => {
  const host = await draw(composeStories(clientDashboard).ClientModalOpen as Composed);
  const canvas = within(host);
  const tab = canvas.getByRole("tab", { name: dashboardLabels.tabs.clients });
  expect(tab.getAttribute("aria-selected")).toBe("true");
  const ledgerly = clientStory("ledgerly");
  const dialog = canvas.getByRole("dialog", { name: ledgerly.name });
  expect(dialog.hasAttribute("open")).toBe(true);
  expect(dialog.textContent).toContain(ledgerly.revenue);
});
