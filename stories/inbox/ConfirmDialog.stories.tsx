import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConfirmDialog } from "../../src/inbox/ConfirmDialog";
import { Notice } from "../../src/inbox/Notice";
import { framedInDocs } from "../fixtures/docs";
import { noImage } from "../fixtures/screens";

const meta = {
  title: "Inbox/Confirm dialog",
  component: ConfirmDialog,
  parameters: framedInDocs,
  argTypes: { problem: { control: false } },
  args: {
    title: "Remove erin@scalewise.studio?",
    text: "They can no longer sign in: their passkeys are deleted and every session they have ends.",
    confirmLabel: "Remove",
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole("dialog", { name }));

/** A modal dialog named by its question and described by what it does; focus starts on Close. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement, "Remove erin@scalewise.studio?");
    await expect(within(canvasElement).getByRole("dialog")).toHaveAccessibleDescription(
      /passkeys are deleted/,
    );
    await expect(modal.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.click(modal.getByRole("button", { name: "Remove" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Tab stays inside; Escape and Cancel close without doing anything. */
export const Keyboard: Story = {
  parameters: noImage,
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement, "Remove erin@scalewise.studio?");
    await userEvent.tab();
    await expect(modal.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab();
    await expect(modal.getByRole("button", { name: "Remove" })).toHaveFocus();
    await userEvent.tab();
    await expect(modal.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** With a word to type: the action runs only once it is typed. */
export const TypeToConfirm: Story = {
  args: {
    title: "Erase everything held under ciaran@walshfurniture.ie?",
    text: "Every lead, message and sign-up from this address is deleted and cannot be brought back.",
    confirmLabel: "Erase",
    typeToConfirm: "erase",
  },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(
      canvasElement,
      "Erase everything held under ciaran@walshfurniture.ie?",
    );
    await userEvent.click(modal.getByRole("button", { name: "Erase" }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(modal.getByLabelText("Type erase to confirm")).toBeInvalid();
    await userEvent.type(modal.getByLabelText("Type erase to confirm"), "Erase");
    await userEvent.click(modal.getByRole("button", { name: "Erase" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The action failed: the server's words in the dialog, which stays open. */
export const Failed: Story = {
  args: {
    problem: <Notice tone="problem" title="Only the owner can remove members" />,
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, "Remove erin@scalewise.studio?");
    await expect(modal.getByRole("alert")).toHaveTextContent("Only the owner can remove members");
  },
};
