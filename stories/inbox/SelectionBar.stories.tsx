import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SelectionBar } from "../../src/inbox/SelectionBar";
import { MEMBERS, OWNER } from "../fixtures/inbox-data";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Selection bar",
  component: SelectionBar,
  args: {
    count: 3,
    assignees: MEMBERS.map(({ id, email }) => ({ id, email })),
    me: OWNER.user.id,
    onApply: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="4xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three leads selected: a status, an assignee (yourself first chosen), or spam in one press. */
export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole("region", { name: "Selected leads" })).toHaveTextContent(
      "3 leads selected",
    );
    await expect(bar.getByRole("combobox", { name: "Assign to" })).toHaveValue(OWNER.user.id);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Each change applied with its button: spam, a status, yourself, nobody. */
export const Applied: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await userEvent.click(bar.getByRole("button", { name: "Mark as spam" }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ kind: "status", status: "spam" });
    await userEvent.selectOptions(bar.getByRole("combobox", { name: "Set the status" }), "won");
    await userEvent.click(bar.getByRole("button", { name: "Set status" }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ kind: "status", status: "won" });
    await userEvent.click(bar.getByRole("button", { name: "Assign" }));
    await expect(args.onApply).toHaveBeenLastCalledWith({
      kind: "assign",
      assignee: OWNER.user.id,
    });
    await userEvent.selectOptions(bar.getByRole("combobox", { name: "Assign to" }), "");
    await userEvent.click(bar.getByRole("button", { name: "Assign" }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ kind: "assign", assignee: null });
  },
};

/** While a change is on its way, no other is taken. */
export const Busy: Story = {
  parameters: noImage,
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Mark as spam" }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Clear selection" }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};
