import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { RoiScenarioTable } from "../../src/components/RoiScenarioTable";
import { aiAutomationContent } from "../fixtures/services";
import { mobileScreen, noImage } from "../fixtures/screens";

const copy = aiAutomationContent.roiTable;

const meta = {
  title: "Sections/ROI scenario table",
  component: RoiScenarioTable,
  args: { scenarios: aiAutomationContent.scenarios, copy },
  decorators: [
    (Story) => (
      <Box p={{ base: "4", md: "6" }} maxW="4xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof RoiScenarioTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeScenarios: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: copy.caption });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([copy.scenario, copy.investment, copy.payback, copy.annualRoi]);
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      "Sales automation£15,0002.5 months1,200%",
      "Customer support£8,0001.5 months1,800%",
      "Full operations£25,0003 months800%",
    ]);
  },
};

/** The table's region is reached by Tab: the picture is ThreeScenarios'. */
export const ReachedByKeyboard: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The region can be reached by keyboard, in case it ever has to scroll.
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: copy.caption })).toHaveFocus();
  },
};

export const OnPhone: Story = {
  ...mobileScreen,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: copy.caption });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
