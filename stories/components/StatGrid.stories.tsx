import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { StatGrid } from "../../src/components/StatGrid";
import { bothScreens } from "../fixtures/screens";

const stats = [
  { value: "£1M+", label: "Client revenue" },
  { value: "8+", label: "Business units" },
  { value: "£150K", label: "Monthly revenue" },
  { value: "100+", label: "Active clients" },
];

const meta = {
  title: "Sections/Stat grid",
  component: StatGrid,
  args: { stats },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourFigures: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole("term");
    await expect(terms.map((term) => term.textContent)).toEqual(stats.map((stat) => stat.label));
    await expect(within(canvasElement).getAllByRole("definition")[0]).toHaveTextContent("£1M+");
  },
};

export const OnDark: Story = {
  args: { inverted: true },
  decorators: [(Story) => <Box bg="bg.inverted">{Story()}</Box>],
};
