import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { CalculatorResults } from "../../src/tools/CalculatorResults";
import { ResultFigures } from "../../src/tools/ResultFigures";
import { calculatorCommon, roiCopy } from "../fixtures/calculators";

const meta = {
  title: "Tools/CalculatorResults",
  component: CalculatorResults,
  args: {
    headingId: "results-heading",
    heading: roiCopy.resultsHeading,
    headingLevel: 3,
    stale: false,
    staleNotice: calculatorCommon.staleNotice,
    announcement: "Annual ROI 1,225%, paid back in 1.0 months, first-year net profit £168,750.",
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

/** A region named by its heading, with a hidden status that reads the results out. */
export const Current: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: roiCopy.resultsHeading });
    await expect(region).toHaveAttribute("tabindex", "-1");
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(args.heading);
    await expect(canvas.getByRole("status")).toHaveTextContent(args.announcement);
    await expect(region).not.toHaveTextContent(calculatorCommon.staleNotice);
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
