import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { EmbeddedCalculator } from "../../src/components/EmbeddedCalculator";
import { calculatorNotice, offlineCalculators } from "../fixtures/tools-pages";
import { bothScreens } from "../fixtures/screens";

const [vaVsAi, missedCall] = offlineCalculators;

const meta = {
  title: "Sections/Embedded calculator",
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
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle(vaVsAi.title);
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
    await expect(await canvas.findByTitle(missedCall.title)).toHaveAttribute(
      "src",
      missedCall.embedUrl,
    );
  },
};

/** Far below the window the frame has not loaded: its box holds the space, the link is there. */
export const NotYetNear: Story = {
  decorators: [
    (Story) => (
      <Box>
        <Box height="3000px" />
        {Story()}
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await expect(canvas.getByRole("link", { name: vaVsAi.linkLabel })).toBeInTheDocument();
    canvas.getByRole("link", { name: vaVsAi.linkLabel }).scrollIntoView();
    await expect(await canvas.findByTitle(vaVsAi.title)).toHaveAttribute("src", vaVsAi.embedUrl);
  },
};
