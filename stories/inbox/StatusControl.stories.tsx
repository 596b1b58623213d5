import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { StatusControl } from "../../src/inbox/StatusControl";
import { LEAD_STATUSES, STATUS_TEXT } from "../../src/lib/inbox/statuses";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Status control",
  component: StatusControl,
  args: { status: "new", onChange: fn() },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xs">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof StatusControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("combobox", { name: "Set the status" });

/** Every status to choose from, what the chosen one means, and spam in one press. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(select(canvasElement))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(LEAD_STATUSES.map((status) => STATUS_TEXT[status].label));
    await expect(select(canvasElement)).toHaveAccessibleDescription(STATUS_TEXT.new.meaning);
    await expect(within(canvasElement).getByRole("button", { name: "Change" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Choosing changes nothing until Change is pressed. */
export const Changing: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(select(canvasElement), "won");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Change" }));
    await expect(args.onChange).toHaveBeenCalledWith("won");
  },
};

/** Marked as spam: said, and Not spam to undo it. */
export const Spam: Story = {
  args: { status: "spam" },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Not spam" })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Not spam undoes it: back to New. The picture is Spam's. */
export const NotSpamPressed: Story = {
  parameters: noImage,
  args: { status: "spam" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Not spam" }));
    await expect(args.onChange).toHaveBeenCalledWith("new");
  },
};

/** While a change is sent, no other is taken. */
export const Busy: Story = {
  parameters: noImage,
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Mark as spam" }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
