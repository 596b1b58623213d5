import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PlatformCard } from "../../src/components/PlatformCard";
import { byId, saasPlatformsContent } from "../fixtures/services";

const platform = (id: string) => byId(saasPlatformsContent.platforms, id);

const meta = {
  title: "Sections/Platform card",
  component: PlatformCard,
  args: { platform: platform("lead-finder") },
  decorators: [
    (Story) => (
      <Box p="6" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof PlatformCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeadFinder: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: "Lead finder" });
    await expect(within(card).getAllByRole("definition")).toHaveLength(3);
  },
};

export const CrmSuite: Story = { args: { platform: platform("crm-suite") } };
