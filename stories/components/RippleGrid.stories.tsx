import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { RippleGrid } from "../../src/components/RippleGrid";
import { gridDrawing } from "../fixtures/ripple-grid";
import { noImage, withMotion } from "../fixtures/screens";

const meta = {
  title: "Sections/Ripple grid",
  component: RippleGrid,
  decorators: [
    (Story) => (
      <Box position="relative" h="320px" bg="ink.950">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof RippleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => {
  const canvas = canvasElement.querySelector("canvas");
  if (!canvas) throw new Error("No canvas");
  return canvas;
};

const drawing = gridDrawing;

export const StillUnderReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas).toHaveAttribute("aria-hidden", "true");
    await waitFor(() => expect(drawing(canvas)).not.toBe(0), { timeout: 4000 });
    // The canvas never has more backing pixels per CSS pixel than the cap (see
    // docs/product.md#constants).
    await expect(canvas.width).toBeLessThanOrEqual(Math.round(canvas.clientWidth * 1.5));
    const still = drawing(canvas);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(drawing(canvas)).toBe(still);
  },
};

/** Shows the grid until the visitor leaves, so the story can check that unmounting stops it. */
function Leaving() {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <RippleGrid />}
      <Button position="relative" m="4" onClick={() => setShown(false)}>
        Leave the page
      </Button>
    </>
  );
}

/** Its image would be the page the grid has left: a behaviour story, without one. */
export const AnimatesThenStopsOnUnmount: Story = {
  parameters: { chromatic: { ...withMotion.chromatic, ...noImage.chromatic } },
  render: () => <Leaving />,
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await waitFor(() => expect(drawing(canvas)).not.toBe(0), { timeout: 4000 });
    const first = drawing(canvas);
    await waitFor(() => expect(drawing(canvas)).not.toBe(first));
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Leave the page" }));
    await expect(canvasElement.querySelector("canvas")).toBeNull();
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The grid with a page's worth of content below it, so that the visitor can scroll it away. */
function ScrolledAway() {
  return (
    <>
      <RippleGrid />
      <Box position="absolute" top="100%" h="200vh" w="1px" />
    </>
  );
}

/** Its image would be a moving frame: the still grid's image is StillUnderReducedMotion's. */
export const PausesOffScreen: Story = {
  parameters: { chromatic: { ...withMotion.chromatic, ...noImage.chromatic } },
  render: () => <ScrolledAway />,
  play: async ({ canvasElement, step }) => {
    const canvas = canvasOf(canvasElement);
    await waitFor(() => expect(drawing(canvas)).not.toBe(0), { timeout: 4000 });
    const first = drawing(canvas);
    await waitFor(() => expect(drawing(canvas)).not.toBe(first));
    await step("scrolled out of view, the picture stops", async () => {
      window.scrollTo(0, canvas.getBoundingClientRect().bottom + window.scrollY + 200);
      await pause(500);
      const hidden = drawing(canvas);
      await pause(400);
      await expect(drawing(canvas)).toBe(hidden);
    });
    await step("scrolled back, it moves again", async () => {
      window.scrollTo(0, 0);
      const back = drawing(canvas);
      await waitFor(() => expect(drawing(canvas)).not.toBe(back));
    });
  },
};
