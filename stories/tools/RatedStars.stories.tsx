import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { RatedStars } from "../../src/tools/RatedStars";
import { dashboardLabels } from "../fixtures/dashboard";

const meta = {
  title: "Tools/Rated stars",
  component: RatedStars,
  args: { rating: 5, template: dashboardLabels.rating },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RatedStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "Rated 5 out of 5" }),
    ).toBeVisible();
  },
};

export const FourStars: Story = {
  args: { rating: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "Rated 4 out of 5" }),
    ).toBeVisible();
  },
};

export const OneStar: Story = {
  args: { rating: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "Rated 1 out of 5" }),
    ).toBeVisible();
  },
};
