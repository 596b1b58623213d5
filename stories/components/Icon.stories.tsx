import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Grid, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ICON_NAMES, Icon } from "../../src/components/Icon";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Foundations/Icon",
  component: Icon,
  args: { name: "star" },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: () => (
    <Grid templateColumns="repeat(auto-fill, minmax(7rem, 1fr))" gap="4" p="6">
      {ICON_NAMES.map((name) => (
        <Box key={name} textAlign="center" color="ink.800">
          <Icon name={name} boxSize="6" />
          <Text fontSize="xs" mt="1">
            {name}
          </Text>
        </Box>
      ))}
    </Grid>
  ),
};

export const Labelled: Story = {
  parameters: noImage,
  args: { name: "star", label: "Rated 5 stars" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "Rated 5 stars" }),
    ).toBeInTheDocument();
  },
};

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg:has(use)");
    await expect(svg?.querySelector("use")).toHaveAttribute("href", "#icon-star");
    await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};
