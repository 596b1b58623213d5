import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { RippleGrid } from "../../src/components/RippleGrid";
import { withMotion } from "../fixtures/screens";

const meta = {
  title: "Components/RippleGrid",
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

/** A hash of the canvas's pixels, to tell whether a frame has been drawn and whether it changes. */
function drawing(canvas: HTMLCanvasElement): number {
  const context = canvas.getContext("2d");
  if (!context || canvas.width === 0) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let sum = 0;
  for (let index = 3; index < data.length; index += 4)
    sum = (sum + (data[index] ?? 0) * index) % 2_147_483_647;
  return sum;
}

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

export const AnimatesThenStopsOnUnmount: Story = {
  parameters: withMotion,
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
