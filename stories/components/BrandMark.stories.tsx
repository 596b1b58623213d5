import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { BrandMark } from "../../src/components/BrandMark";

const meta = {
  title: "Foundations/Brand mark",
  component: BrandMark,
  args: { name: "Scalewise Studio" },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Scalewise Studio" });
    await expect(link).toHaveAttribute("href", "/");
  },
};

export const OnDark: Story = {
  args: { inverted: true },
  decorators: [(Story) => <Box bg="ink.950">{Story()}</Box>],
};
