import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ToolPicker } from "../../src/components/ToolPicker";
import { advancedToolsContent } from "../fixtures/tools-pages";
import { bothScreens, noImage } from "../fixtures/screens";

const { tools } = advancedToolsContent;

const meta = {
  title: "Sections/Tool picker",
  component: ToolPicker,
  args: { tools, onSelect: fn() },
  decorators: [(Story) => <Box p="8">{Story()}</Box>],
} satisfies Meta<typeof ToolPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveTools: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(5);
    for (const tool of tools) {
      await expect(canvas.getByRole("heading", { name: tool.name, level: 3 })).toBeVisible();
    }
  },
};

/** A tool's button chooses it: the picture is FiveTools'. */
export const OpensATool: Story = {
  ...FiveTools,
  parameters: { ...FiveTools.parameters, ...noImage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: tools[1].openLabel }));
    await expect(args.onSelect).toHaveBeenCalledWith(tools[1].id);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: tools[0].openLabel })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(tools[0].id);
  },
};
