import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { IslandMark } from "../../src/components/IslandMark";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Foundations/Island mark",
  component: IslandMark,
  args: { name: "footer-newsletter", children: <Text>The footer's sign-up, as built</Text> },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof IslandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adds no look of its own: only the attribute a kept page finds the island by. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText("The footer's sign-up, as built");
    await expect(content).toBeVisible();
    await expect(content.parentElement).toHaveAttribute("data-island", "footer-newsletter");
  },
};

/** A page's own island carries what it renders from, as JSON: the picture is Default's. */
export const WithProps: Story = {
  args: {
    name: "sidebar-magnet",
    props: { contactEmail: "hello@example.co.uk" },
    children: <Text>The sidebar's sign-up, as built</Text>,
  },
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByText("The sidebar's sign-up, as built").parentElement;
    await expect(mark).toHaveAttribute("data-island", "sidebar-magnet");
    await expect(JSON.parse(mark?.getAttribute("data-island-props") ?? "null")).toEqual({
      contactEmail: "hello@example.co.uk",
    });
  },
};
