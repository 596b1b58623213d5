import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import embeds from "../../content/data/embeds.json";
import { FrameFacade } from "../../src/components/FrameFacade";
import { fillTemplate } from "../../src/lib/fill-template";
import { noImage } from "../fixtures/screens";

// The card that stands for a third party's page until the visitor asks for it. The calculators'
// and the map's own stories show it in place; these show each phase of the card itself.

const NAME = "Example calculator";
const LINK = { url: "https://example.com/calculator", label: "Open the calculator in a new tab" };

const meta = {
  title: "Internals/Frame facade",
  component: FrameFacade,
  args: {
    name: NAME,
    description: "Works out what an assistant costs beside an automation.",
    // A local file: no test needs the network.
    src: "/favicon.svg",
    loadLabel: embeds.frame.load,
    copy: embeds.frame,
    link: LINK,
    frameHeight: { base: "20rem", md: "24rem" },
  },
  decorators: [
    (Story) => (
      <Box p="8" maxW="3xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof FrameFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

const underlined = (element: HTMLElement) =>
  expect(getComputedStyle(element).textDecorationLine).toBe("underline");

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NAME)).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await underlined(canvas.getByRole("link", { name: LINK.label }));
  },
};

export const Failed: Story = {
  args: { initialPhase: "failed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      fillTemplate(embeds.frame.failed, { name: NAME }),
    );
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await underlined(canvas.getByRole("link", { name: LINK.label }));
  },
};

/** Asked for, the frame loads in the card's place and takes focus from the button that is gone. */
export const LoadsWhenAsked: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: embeds.frame.load }));
    const frame = await waitFor(() => {
      const found = canvasElement.querySelector("iframe");
      if (!found) throw new Error("no frame yet");
      return found;
    });
    await expect(frame).toHaveAttribute("title", NAME);
    await waitFor(() => expect(frame).toHaveFocus());
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-phase]")).toHaveAttribute("data-phase", "loaded"),
    );
  },
};
