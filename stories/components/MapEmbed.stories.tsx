import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { MapEmbed } from "../../src/components/MapEmbed";
import { offlineMap } from "../fixtures/company";

const meta = {
  title: "Sections/Map embed",
  component: MapEmbed,
  args: { map: offlineMap },
  decorators: [
    (Story) => (
      <Box p="8" maxW="5xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof MapEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: offlineMap.loadLabel })).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await expect(canvas.getByRole("link", { name: offlineMap.linkLabel })).toHaveAttribute(
      "href",
      offlineMap.linkUrl,
    );
  },
};
