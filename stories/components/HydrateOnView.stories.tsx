import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { HydrateOnView } from "../../src/components/HydrateOnView";

const meta = {
  title: "Internals/Hydrate on view",
  component: HydrateOnView,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: {
    id: "story-part",
    children: (
      <Box p="8">
        <Text>A part of the page below the fold.</Text>
      </Box>
    ),
  },
} satisfies Meta<typeof HydrateOnView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered in the browser (no server HTML to keep), its children show straight away. */
export const ClientRendered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("A part of the page below the fold.")).toBeVisible();
    await expect(canvasElement.querySelector('[data-hydrate-on-view="story-part"]')).not.toBeNull();
  },
};
