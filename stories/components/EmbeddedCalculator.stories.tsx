import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { EmbeddedCalculator } from "../../src/components/EmbeddedCalculator";
import { calculatorNotice, offlineCalculators } from "../fixtures/tools-pages";

const [vaVsAi, missedCall] = offlineCalculators;

const meta = {
  title: "Components/EmbeddedCalculator",
  component: EmbeddedCalculator,
  args: { calculator: vaVsAi, notice: calculatorNotice },
  decorators: [
    (Story) => (
      <Box p="8" maxW="2xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof EmbeddedCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VaVsAi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle(vaVsAi.title);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAccessibleDescription(calculatorNotice);
    await expect(canvas.getByRole("link", { name: vaVsAi.linkLabel })).toHaveAttribute(
      "href",
      vaVsAi.embedUrl,
    );
  },
};

export const MissedCall: Story = {
  args: { calculator: missedCall },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: missedCall.title })).toBeVisible();
    await expect(canvas.getByTitle(missedCall.title)).toHaveAttribute("src", missedCall.embedUrl);
  },
};
