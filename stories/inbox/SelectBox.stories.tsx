import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SelectBox } from "../../src/inbox/SelectBox";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Select box",
  component: SelectBox,
  args: { label: "Select Aoife Byrne", checked: false, onChange: fn() },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof SelectBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("checkbox", { name: "Select Aoife Byrne" });

/** Not selected. */
export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A press selects the lead. The picture is Unchecked's. */
export const Selects: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Selected. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A press unselects it. The picture is Checked's. */
export const Unselects: Story = {
  parameters: noImage,
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Some of what it stands for selected ("select all on this page" when part of it is). */
export const Mixed: Story = {
  args: { label: "Select all on this page", mixed: true },
  play: async ({ canvasElement }) => {
    const all = within(canvasElement).getByRole("checkbox", { name: "Select all on this page" });
    await expect(all).toBePartiallyChecked();
  },
};
