import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ArrowLink } from "../../src/components/ArrowLink";

const meta = {
  title: "Foundations/Arrow link",
  component: ArrowLink,
  args: { to: "/services#saas-b2b", children: "See the platforms" },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof ArrowLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSite: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "See the platforms" });
    await expect(link).toHaveAttribute("href", "/services#saas-b2b");
  },
};
