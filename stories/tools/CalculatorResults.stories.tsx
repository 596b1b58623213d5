import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CalculatorResults } from "../../src/tools/CalculatorResults";
import { ResultFigures } from "../../src/tools/ResultFigures";
import { calculatorCommon, roiCopy } from "../fixtures/calculators";
import { clipboardWrites, withClipboard } from "../fixtures/clipboard";
import { noImage } from "../fixtures/screens";

const SHARE_URL =
  "https://example.co.uk/ai-roi-tools?rev=80000&team=10&auto=sales&eff=60&inv=15000";

const meta = {
  title: "Tools/Calculator results",
  component: CalculatorResults,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: {
    headingId: "results-heading",
    heading: roiCopy.resultsHeading,
    headingLevel: 3,
    stale: false,
    staleNotice: calculatorCommon.staleNotice,
    announcement: "Annual ROI 1,225%, paid back in 1.0 months, first-year net profit £168,750.",
    note: roiCopy.note,
    copyLink: calculatorCommon.copyLink,
    getShareUrl: fn(() => SHARE_URL),
    children: (
      <ResultFigures
        emphasised
        figures={[
          { id: "annualROI", label: roiCopy.figures.annualROI, value: "1,225%" },
          { id: "paybackPeriod", label: roiCopy.figures.paybackPeriod, value: "1.0 months" },
        ]}
      />
    ),
  },
  beforeEach: withClipboard("accepts"),
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CalculatorResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A region named by its heading, with a hidden status that reads the results out, then what the
 * figures assume and a link to share them.
 */
export const Current: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: roiCopy.resultsHeading });
    await expect(region).toHaveAttribute("tabindex", "-1");
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(args.heading);
    const spoken = canvas.getAllByRole("status").map((status) => status.textContent);
    await expect(spoken).toContain(args.announcement);
    await expect(region).not.toHaveTextContent(calculatorCommon.staleNotice);
    await expect(region).toHaveTextContent(roiCopy.note);
    await expect(
      within(region).getByRole("button", { name: calculatorCommon.copyLink.label }),
    ).toBeEnabled();
  },
};

/** The link copied: the button and its note say so under the results. */
export const LinkCopied: Story = {
  args: { initialCopyOutcome: "copied" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: calculatorCommon.copyLink.copied }),
    ).toBeVisible();
    await expect(canvas.getByText(calculatorCommon.copyLink.copiedMessage)).toBeVisible();
  },
};

/**
 * Copy link asks the calculator for the address of these results when clicked, and copies it:
 * the picture is LinkCopied's.
 */
export const CopiesWhenClicked: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.getShareUrl).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: calculatorCommon.copyLink.label }));
    await expect(args.getShareUrl).toHaveBeenCalledTimes(1);
    await expect(clipboardWrites()).toHaveBeenCalledWith(SHARE_URL);
    await expect(
      await canvas.findByRole("button", { name: calculatorCommon.copyLink.copied }),
    ).toBeVisible();
  },
};

/** A field has a problem: the notice says the figures are from the last valid entries. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: roiCopy.resultsHeading });
    await expect(region).toHaveAccessibleDescription(calculatorCommon.staleNotice);
    await expect(region).toHaveAttribute("data-stale", "true");
  },
};
