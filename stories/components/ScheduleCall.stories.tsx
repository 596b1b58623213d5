import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ScheduleCall } from "../../src/components/ScheduleCall";
import { contactEmbeds, contactPageContent } from "../fixtures/company";

const meta = {
  title: "Sections/Schedule call",
  component: ScheduleCall,
  args: { scheduler: contactEmbeds.scheduler, text: contactPageContent.schedulerText },
  decorators: [
    (Story) => (
      <Box p="8" maxW="md">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof ScheduleCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Schedule a Call" });
    await expect(link).toHaveAttribute("href", contactEmbeds.scheduler.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};
