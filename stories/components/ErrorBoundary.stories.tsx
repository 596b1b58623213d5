import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ErrorBoundary } from "../../src/components/ErrorBoundary";

function Broken(): never {
  throw new Error("The case study could not be loaded");
}

const meta = {
  title: "Internals/Error boundary",
  component: ErrorBoundary,
  // Drawn elements, not settings: shown in the stories, left out of the controls.
  argTypes: { children: { control: false } },
  args: { children: null },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RendersChildren: Story = {
  args: {
    children: (
      <Box p="8">
        <Text>The page rendered normally.</Text>
      </Box>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("The page rendered normally."),
    ).toBeInTheDocument();
  },
};

export const CatchesRenderError: Story = {
  args: { children: <Broken /> },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("Unexpected Application Error!");
    await expect(alert).toHaveTextContent("The case study could not be loaded");
  },
};
