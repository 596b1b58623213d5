import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ClientStories } from "../../src/components/ClientStories";
import { aiAutomationContent, saasPlatformsContent } from "../fixtures/services";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Client stories",
  component: ClientStories,
  args: { stories: saasPlatformsContent.stories },
  decorators: [
    (Story) => (
      <Box p="6" maxW="6xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ClientStories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaasStories: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const story of saasPlatformsContent.stories) {
      await expect(canvas.getByRole("article", { name: story.client })).toBeVisible();
    }
  },
};

export const AutomationResults: Story = { args: { stories: aiAutomationContent.results } };
