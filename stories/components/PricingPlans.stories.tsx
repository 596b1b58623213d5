import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PricingPlans } from "../../src/components/PricingPlans";
import { saasPlatformsContent } from "../fixtures/services";
import { bothScreens } from "../fixtures/screens";

const meta = {
  title: "Sections/Pricing plans",
  component: PricingPlans,
  args: { plans: saasPlatformsContent.plans, popularLabel: saasPlatformsContent.popularLabel },
  decorators: [
    (Story) => (
      <Box p="6" maxW="6xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof PricingPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePlans: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(canvas.getAllByText(saasPlatformsContent.popularLabel)).toHaveLength(1);
  },
};
