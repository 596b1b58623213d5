import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect } from "storybook/test";
import { ResultFigures } from "../../src/tools/ResultFigures";
import { figureValue, roiCopy } from "../fixtures/calculators";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Tools/Result figures",
  component: ResultFigures,
  args: {
    columns: 3,
    figures: [
      { id: "monthlySavings", label: roiCopy.figures.monthlySavings, value: "£312.50" },
      { id: "additionalRevenue", label: roiCopy.figures.additionalRevenue, value: "£15,000" },
      { id: "efficiencyGain", label: roiCopy.figures.efficiencyGain, value: "40%" },
    ],
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ResultFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three figures in a row from a tablet up; on a phone the odd one out takes a whole row. */
export const Plain: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("dl > div > dt + dd")).toHaveLength(3);
    await expect(figureValue(canvasElement, roiCopy.figures.monthlySavings)).toBe("£312.50");
  },
};

/** The headline figures: larger and tinted. */
export const Emphasised: Story = {
  args: {
    emphasised: true,
    columns: 2,
    figures: [
      { id: "annualROI", label: roiCopy.figures.annualROI, value: "1,225%" },
      { id: "paybackPeriod", label: roiCopy.figures.paybackPeriod, value: "1.0 months" },
    ],
  },
};

/** A figure far larger than usual wraps inside its box instead of overflowing it. */
export const LongFigure: Story = {
  args: {
    columns: 3,
    figures: [
      { id: "annualROI", label: roiCopy.figures.annualROI, value: "4,305,000,000,000,000%" },
      { id: "monthlySavings", label: roiCopy.figures.monthlySavings, value: "£8,750,000,000" },
      { id: "efficiencyGain", label: roiCopy.figures.efficiencyGain, value: "45%" },
    ],
  },
};
