import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ActionButtons } from "../../src/components/ActionButtons";

const actions = [
  { label: "Book Portfolio Consultation", to: "/contact", variant: "solid" },
  { label: "Explore our services", to: "/services", variant: "outline" },
];

const meta = {
  title: "Foundations/Action buttons",
  component: ActionButtons,
  args: { actions },
} satisfies Meta<typeof ActionButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = {
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/contact",
      "/services",
    ]);
  },
};

export const OnDark: Story = {
  args: { inverted: true },
  decorators: [
    (Story) => (
      <Box p="6" bg="bg.inverted">
        {Story()}
      </Box>
    ),
  ],
};

export const NoActions: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};
