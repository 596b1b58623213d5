import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LeadNotes } from "../../src/inbox/LeadNotes";
import { NOTE_MAX_LENGTH } from "../../src/lib/inbox/api";
import { BYRNE } from "../fixtures/inbox-data";
import { noImage } from "../fixtures/screens";

const notes = BYRNE.events.filter((event) => event.type === "note");

const meta = {
  title: "Inbox/Lead notes",
  component: LeadNotes,
  args: { notes, onAdd: fn(async () => true) },
  decorators: [
    (Story) => (
      <Box p="6" maxW="2xl">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof LeadNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notes, oldest first, and the box for the next; a note is never edited. */
export const Notes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("listitem")).toHaveTextContent(/Wants a proposal by Friday/);
    await expect(canvas.getByRole("textbox", { name: "New note" })).toHaveAttribute(
      "maxlength",
      String(NOTE_MAX_LENGTH),
    );
  },
};

/** A note being written: the text in the box, Add note ready to keep it. */
export const Adding: Story = {
  args: { initialText: "Proposal sent; call booked for Tuesday." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "New note" })).toHaveValue(
      "Proposal sent; call booked for Tuesday.",
    );
    await expect(canvas.getByRole("button", { name: "Add note" })).not.toHaveAttribute(
      "aria-disabled",
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Added: the text goes, trimmed, and the box empties once it is kept (the picture of Notes). */
export const Added: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "New note" });
    await userEvent.type(box, "  Proposal sent.  ");
    await userEvent.click(canvas.getByRole("button", { name: "Add note" }));
    await expect(args.onAdd).toHaveBeenCalledWith("Proposal sent.");
    await waitFor(() => expect(box).toHaveValue(""));
  },
};

/** While a note is sent. */
export const Busy: Story = {
  args: { busy: true, notes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Adding…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(within(canvasElement).getByText("No notes yet.")).toBeVisible();
  },
};
