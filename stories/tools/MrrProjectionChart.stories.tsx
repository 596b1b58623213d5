import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { MRR_DEFAULTS, mrrProjection, scenarioInputs } from "../../src/lib/tools/mrr";
import { MrrProjectionChart } from "../../src/tools/MrrProjectionChart";
import { mrrCopy } from "../fixtures/calculators";

const meta = {
  title: "Tools/MRR projection chart",
  component: MrrProjectionChart,
  args: { points: mrrProjection(MRR_DEFAULTS), copy: mrrCopy.chart },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MrrProjectionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The product's defaults: £50,000 to £78,000 with moderate automation, £60,000 from growth alone. The
 * image is named by its summary; the figures are in a table for screen readers.
 */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole("img");
    await expect(image).toHaveAccessibleName(
      "MRR grows from £50,000 today to £78,000 in month 12 with automation, and to £60,000 from growth alone.",
    );
    // A fixed height, so the page does not move when the chart appears or changes.
    await expect(image.getBoundingClientRect().height).toBe(200);
    const table = canvas.getByRole("table", { name: mrrCopy.chart.title });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(14);
    await expect(rows[13]).toHaveTextContent("Month 12£60,000£78,000");
  },
};

/** The aggressive scenario: 40% growth and full automation, doubling the organic line. */
export const Aggressive: Story = {
  args: { points: mrrProjection({ ...MRR_DEFAULTS, ...scenarioInputs("aggressive") }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img")).toHaveAccessibleName(
      "MRR grows from £50,000 today to £140,000 in month 12 with automation, and to £70,000 from growth alone.",
    );
  },
};

/** No growth and basic automation: the lines stay close and flat, and still draw. */
export const Flat: Story = {
  args: { points: mrrProjection({ ...MRR_DEFAULTS, growthRate: 0, automationLevel: "basic" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img")).toHaveAccessibleName(
      "MRR grows from £50,000 today to £55,000 in month 12 with automation, and to £50,000 from growth alone.",
    );
  },
};
