import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { Eyebrow } from "../../src/components/Eyebrow";

const meta = {
  title: "Foundations/Eyebrow",
  component: Eyebrow,
  args: { children: "Business-building studio" },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof Eyebrow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Business-building studio")).toHaveStyle({
      textTransform: "uppercase",
    });
  },
};

export const OnDark: Story = {
  args: { inverted: true },
  decorators: [(Story) => <Box bg="bg.inverted">{Story()}</Box>],
};
