import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { FactList } from "../../src/components/FactList";
import { first, saasPlatformsContent } from "../fixtures/services";

const platform = first(saasPlatformsContent.platforms);

const meta = {
  title: "Foundations/Fact list",
  component: FactList,
  args: { facts: platform.metrics },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xs">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlatformMetrics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("definition")).toHaveLength(platform.metrics.length);
    for (const fact of platform.metrics) await expect(canvas.getByText(fact.value)).toBeVisible();
  },
};
