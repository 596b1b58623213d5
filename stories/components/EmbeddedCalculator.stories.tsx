import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { EmbeddedCalculator } from "../../src/components/EmbeddedCalculator";
import { fillTemplate } from "../../src/lib/fill-template";
import { calculatorNotice, frameCopy, offlineCalculators } from "../fixtures/tools-pages";
import { bothScreens, noImage } from "../fixtures/screens";

// An external calculator behind our card: idle until asked, then its frame (a local file here:
// no test needs the network), and our words if it does not arrive.

const [vaVsAi, missedCall] = offlineCalculators;
if (!vaVsAi || !missedCall) throw new Error("two calculators in content/data/embeds.json");

/** A frame whose host never answers: the request is held open, so it never loads. */
const NEVER_ANSWERS = "http://10.255.255.1/";

const meta = {
  title: "Sections/Embedded calculator",
  component: EmbeddedCalculator,
  args: { calculator: vaVsAi, notice: calculatorNotice, frame: frameCopy },
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

const link = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole("link", { name: label });

/** Before it is asked for: the card says what it is, where it comes from, and offers a button. */
export const Idle: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await expect(canvas.getByRole("heading", { name: vaVsAi.title })).toBeVisible();
    await expect(canvas.getByText(calculatorNotice)).toBeVisible();
    await expect(canvas.getByText(vaVsAi.description)).toBeVisible();
    await expect(canvas.getByRole("button", { name: frameCopy.load })).toBeVisible();
    const open = link(canvasElement, vaVsAi.linkLabel);
    await expect(open).toHaveAttribute("href", vaVsAi.embedUrl);
    // A link looks like one: underlined.
    await expect(getComputedStyle(open).textDecorationLine).toBe("underline");
  },
};

/** Asked for, on its way: the box holds its height, and says so in our words. */
export const Loading: Story = {
  args: { calculator: { ...missedCall, embedUrl: NEVER_ANSWERS }, initialPhase: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      fillTemplate(frameCopy.loading, { name: missedCall.title }),
    );
    await expect(canvas.getByTitle(missedCall.title)).toHaveAttribute("src", NEVER_ANSWERS);
  },
};

/** Arrived: the frame has taken the card's place, described by where it comes from. */
export const Loaded: Story = {
  args: { initialPhase: "loaded" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle(vaVsAi.title);
    await expect(frame).toHaveAttribute("src", vaVsAi.embedUrl);
    await expect(frame).toHaveAccessibleDescription(calculatorNotice);
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: frameCopy.load })).not.toBeInTheDocument();
  },
};

/** The button loads the frame, which takes the card's place: the picture is Loaded's. */
export const LoadsWhenAsked: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: frameCopy.load }));
    const frame = await canvas.findByTitle(vaVsAi.title);
    await expect(frame).toHaveAttribute("src", vaVsAi.embedUrl);
    await expect(frame).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument());
  },
};

/** Not arrived in time: our words, and the link that opens it on its own. */
export const Failed: Story = {
  args: { initialPhase: "failed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      fillTemplate(frameCopy.failed, { name: vaVsAi.title }),
    );
    await expect(link(canvasElement, vaVsAi.linkLabel)).toBeVisible();
  },
};
